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
import { type FormEvent, useEffect } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { ImageUploadField } from '../../../components/image-upload.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useFormValues } from '../../../hooks/use-form-values.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notifyProblems } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { createBlogPost, updateBlogPost, uploadBlogImage } from '../api/blog-posts.ts';
import { checkBlogPostForm, postFieldLabels } from '../utils/post-form-check.ts';

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
  const { post, open } = props;
  const { values, setValues, set, bind, problems, showProblems } =
    useFormValues<BlogPostFormValues>(emptyBlogPostForm);
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) setValues(post ? blogPostToForm(post) : emptyBlogPostForm());
  }, [open, post, setValues]);
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
      showProblems(check.problems);
      notifyProblems(failed, check.problems, postFieldLabels);
      return;
    }
    const saved = await whileBusy(() =>
      writeWithToasts(
        () => (post ? updateBlogPost(db, post.id, check.post) : createBlogPost(db, check.post)),
        {
          success: post ? messages.blog.updated : messages.blog.created,
          failed,
        },
      ),
    );
    if (saved) props.onClose();
  };

  const builtSlug = slugFromTitle(values.title);
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
          value={values.featured_image}
          onChange={(url) => set({ featured_image: url })}
          upload={uploadBlogImage}
          onError={(message) => notify.error('Image upload failed', message)}
          error={problems.featured_image}
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
