import { type BlogPost, blogPostSchema, collections, parseDocument } from '@studio/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  type FirestoreDataConverter,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { converterFor, type Doc } from '../../../utils/firestore-refs.ts';
import { newestPublishedFirst } from '../utils/post-order.ts';

/**
 * Domain's validating converter, reading a just-written created_at (serverTimestamp(), still
 * pending) as the SDK's local estimate: otherwise the new post's own snapshot has created_at
 * null, which the schema rightly refuses.
 */
const estimatingConverter: FirestoreDataConverter<Doc<'blogPosts'>> = {
  // Writes go through plain references (see below); this only satisfies the interface.
  toFirestore: (post) => converterFor('blogPosts').toFirestore(post as never),
  fromFirestore: (snapshot) =>
    parseDocument(blogPostSchema, snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })),
};

/** Every post, any status (staff read all); ordered here so drafts without published_at stay in. */
export function allBlogPostsQuery(db: Firestore) {
  return query(collection(db, collections.blogPosts).withConverter(estimatingConverter));
}

export function useManagedBlogPosts() {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(allBlogPostsQuery(db));
  const posts = useMemo(() => newestPublishedFirst(data ?? []), [data]);
  return { loading: status === 'loading', posts };
}

/** Insert with author_id; created_at is the server's time, as the rules demand. */
export function createBlogPost(db: Firestore, post: BlogPost) {
  return addDoc(collection(db, collections.blogPosts), { ...post, created_at: serverTimestamp() });
}

/** Update by id. The author and creation time never change, so they are not sent. */
export function updateBlogPost(db: Firestore, id: string, post: BlogPost) {
  const { author_id: _author, created_at: _created, ...fields } = post;
  return updateDoc(doc(db, collections.blogPosts, id), fields);
}

export function deleteBlogPost(db: Firestore, id: string) {
  return deleteDoc(doc(db, collections.blogPosts, id));
}
