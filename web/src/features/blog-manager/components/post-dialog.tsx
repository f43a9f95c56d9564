import styled from '@emotion/styled';
import {
  type BlogPostFormValues,
  blogPostToForm,
  blogStatuses,
  blogStatusLabels,
  emptyBlogPostForm,
  messages,
  slugFromTitle,
} from '@studio/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field, Input, TextArea } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { Select } from '../../../components/select.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import { createBlogPost, updateBlogPost, uploadBlogImage } from '../api/blog-posts.ts';
import { checkBlogPostForm } from '../utils/post-form-check.ts';

const Form = styled.form({ display: 'grid', gap: 14 });

const Pair = styled.div({
  display: 'grid',
  gap: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});

const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' });

/** 'Create New Post' / 'Edit Post' (spec §2); `post` null creates. */
export function PostDialog(props: {
  open: boolean;
  post: Doc<'blogPosts'> | null;
  otherSlugs: readonly string[];
  onClose: () => void;
}) {
  const db = useFirestore();
  const auth = useAuth();
  const { post, open } = props;
  const [values, setValues] = useState<BlogPostFormValues>(emptyBlogPostForm);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setValues(post ? blogPostToForm(post) : emptyBlogPostForm());
  }, [open, post]);
  const set = (patch: Partial<BlogPostFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const failed = post ? messages.blog.updateFailed : messages.blog.createFailed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The author is whoever is signed in when the post is saved (spec §6).
    const user = auth.currentUser;
    if (!user) {
      notify.error(failed, messages.auth.notAuthenticated);
      return;
    }
    const check = checkBlogPostForm(values, {
      authorId: user.uid,
      now: new Date(),
      existing: post,
      otherSlugs: props.otherSlugs,
    });
    if (!check.ok) {
      notifyIssues(failed, check.problems);
      return;
    }
    setBusy(true);
    try {
      if (post) await updateBlogPost(db, post.id, check.post);
      else await createBlogPost(db, check.post);
      notify.success(post ? messages.blog.updated : messages.blog.created);
      props.onClose();
    } catch (error) {
      notify.error(failed, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const builtSlug = slugFromTitle(values.title);
  return (
    <Dialog open={open} onClose={props.onClose} title={post ? 'Edit Post' : 'Create New Post'}>
      <Form onSubmit={onSubmit} noValidate>
        <Field label="Title">
          {(ids) => <Input {...ids} value={values.title} onChange={(e) => set({ title: e.target.value })} />}
        </Field>
        <Field
          label="Slug"
          hint={builtSlug ? `Leave empty to use “${builtSlug}”.` : 'Leave empty to build it from the title.'}
        >
          {(ids) => (
            <Input
              {...ids}
              value={values.slug}
              placeholder={builtSlug || 'my-post'}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => set({ slug: e.target.value })}
            />
          )}
        </Field>
        <Field label="Excerpt">
          {(ids) => (
            <TextArea
              {...ids}
              rows={2}
              style={{ minHeight: 0 }}
              value={values.excerpt}
              onChange={(e) => set({ excerpt: e.target.value })}
            />
          )}
        </Field>
        <Field label="Content (HTML)">
          {(ids) => (
            <TextArea
              {...ids}
              rows={8}
              style={{ minHeight: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
              value={values.content}
              spellCheck={false}
              onChange={(e) => set({ content: e.target.value })}
            />
          )}
        </Field>
        <Pair>
          <Field label="Category">
            {(ids) => (
              <Input {...ids} value={values.category} onChange={(e) => set({ category: e.target.value })} />
            )}
          </Field>
          <Field label="Status">
            {(ids) => (
              <Select {...ids} value={values.status} onChange={(e) => set({ status: e.target.value })}>
                {blogStatuses.map((s) => (
                  <option key={s} value={s}>
                    {blogStatusLabels[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Pair>
        <ImageUploadField
          label="Featured image"
          value={values.featured_image}
          onChange={(url) => set({ featured_image: url })}
          upload={uploadBlogImage}
          onError={(message) => notify.error('Image upload failed', message)}
        />
        <Field label="Tags" hint="Separate tags with commas.">
          {(ids) => (
            <Input
              {...ids}
              value={values.tags}
              placeholder="gel, nail art"
              onChange={(e) => set({ tags: e.target.value })}
            />
          )}
        </Field>
        <Actions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
