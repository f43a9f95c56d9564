import styled from '@emotion/styled';
import {
  blogPostFormSchema,
  blogPostToForm,
  blogStatuses,
  blogStatusLabels,
  emptyBlogPostForm,
  messages,
  slugFromTitle,
} from '@studio/domain';
import { useEffect, useMemo } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { createBlogPost, updateBlogPost, uploadBlogImage } from '../api/blog-posts.ts';
import { postFieldLabels } from '../utils/post-field-labels.ts';

const HtmlField = styled(TextAreaField)({
  minHeight: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
});

const ExcerptField = styled(TextAreaField)({ minHeight: 0 });

const Form = styled.form({ display: 'grid', gap: 14 });

const Pair = styled.div({
  display: 'grid',
  gap: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});

/** 'Create New Post' / 'Edit Post' (spec §2); `post` null creates. */
export function PostDialog(props: {
  open: boolean;
  post: Doc<'blogPosts'> | null;
  otherSlugs: readonly string[];
  onClose: () => void;
}) {
  const db = useFirestore();
  const auth = useAuth();
  const { post, open, otherSlugs } = props;
  const failed = post ? messages.blog.updateFailed : messages.blog.createFailed;
  // The author is whoever is signed in when the post is saved (spec §6); the staff area only
  // opens signed in, so an empty id is never saved: the submit below refuses it first.
  const schema = useMemo(
    () =>
      blogPostFormSchema({
        authorId: auth.currentUser?.uid ?? '',
        now: () => new Date(),
        existing: post,
        otherSlugs,
      }),
    [auth.currentUser, post, otherSlugs],
  );
  const { reset, bind, submit, watch, setValue, formState } = useSchemaForm(schema, {
    defaultValues: emptyBlogPostForm(),
    labels: postFieldLabels,
    refusal: failed,
  });
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) reset(post ? blogPostToForm(post) : emptyBlogPostForm());
  }, [open, post, reset]);

  const onSubmit = submit(async (checked) => {
    if (!auth.currentUser) {
      notify.error(failed, messages.auth.notAuthenticated);
      return;
    }
    const saved = await whileBusy(() =>
      writeWithToasts(() => (post ? updateBlogPost(db, post.id, checked) : createBlogPost(db, checked)), {
        success: post ? messages.blog.updated : messages.blog.created,
        failed,
      }),
    );
    if (saved) props.onClose();
  });

  const builtSlug = slugFromTitle(watch('title'));
  return (
    <Dialog open={open} onClose={props.onClose} title={post ? 'Edit Post' : 'Create New Post'}>
      <Form onSubmit={onSubmit} noValidate>
        <InputField label="Title" {...bind('title')} />
        <InputField
          label="Slug"
          hint={builtSlug ? `Leave empty to use “${builtSlug}”.` : 'Leave empty to build it from the title.'}
          placeholder={builtSlug || 'my-post'}
          autoCapitalize="none"
          spellCheck={false}
          {...bind('slug')}
        />
        <ExcerptField label="Excerpt" rows={2} {...bind('excerpt')} />
        <HtmlField label="Content (HTML)" rows={8} spellCheck={false} {...bind('content')} />
        <Pair>
          <InputField label="Category" {...bind('category')} />
          <SelectField label="Status" {...bind('status')}>
            {blogStatuses.map((s) => (
              <option key={s} value={s}>
                {blogStatusLabels[s]}
              </option>
            ))}
          </SelectField>
        </Pair>
        <ImageUploadField
          label="Featured image"
          value={watch('featured_image')}
          onChange={(url) => setValue('featured_image', url, { shouldValidate: formState.isSubmitted })}
          upload={uploadBlogImage}
          onError={(message) => notify.error('Image upload failed', message)}
          error={formState.errors.featured_image?.message}
        />
        <InputField
          label="Tags"
          hint="Separate tags with commas."
          placeholder="gel, nail art"
          {...bind('tags')}
        />
        <DialogActions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
