import { type BlogPost, collections } from '@studio/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { loadStorage } from '../../../lib/firebase/index.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import { uploadPublicImage } from '../../../utils/upload-image.ts';
import { newestPublishedFirst } from '../utils/post-order.ts';

/**
 * Every post, any status (staff read all); ordered here so drafts without published_at stay in.
 * A new post's pending created_at reads as the SDK's estimate (domain's converter).
 */
export function allBlogPostsQuery(db: Firestore) {
  return query(collectionRef(db, 'blogPosts'));
}

export function useManagedBlogPosts() {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(allBlogPostsQuery(db));
  const posts = useMemo(() => newestPublishedFirst(data ?? []), [data]);
  return { status, data: posts, error };
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

/** A post's featured image, stored under blog-images/ (public read); answers its download URL. */
export function uploadBlogImage(file: File): Promise<string> {
  return uploadPublicImage(loadStorage, 'blog-images', file);
}
