import styled from '@emotion/styled';
import { type BlogStatus, blogStatuses, blogStatusLabels, messages } from '@studio/domain';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Field } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Select } from '../../../components/select.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { deleteBlogPost, useManagedBlogPosts } from '../api/blog-posts.ts';
import { PostDialog } from '../components/post-dialog.tsx';
import { PostRow } from '../components/post-row.tsx';

const PostList = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

const StatusFilter = styled.div({ maxWidth: 240, marginBottom: 16 });

type Editing = { post: Doc<'blogPosts'> | null } | null;

function BlogManager() {
  const db = useFirestore();
  const { settings } = usePublicSettings();
  const { status, data: posts } = useManagedBlogPosts();
  const loading = status === 'loading';
  const [filter, setFilter] = useState<BlogStatus | 'all'>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Doc<'blogPosts'> | null>(null);
  const [busy, whileBusy] = useBusy();
  const shown = filter === 'all' ? posts : posts.filter((p) => p.status === filter);
  const otherSlugs = posts.filter((p) => p.id !== editing?.post?.id).map((p) => p.slug);

  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await whileBusy(() =>
      writeWithToasts(() => deleteBlogPost(db, deleting.id), {
        success: messages.blog.deleted,
        failed: messages.blog.deleteFailed,
      }),
    );
    if (deleted) setDeleting(null);
  };

  return (
    <DashboardPage
      title="Blog Management"
      subtitle="Write, publish and archive posts"
      actions={<Button onClick={() => setEditing({ post: null })}>New Post</Button>}
    >
      {posts.length > 0 && (
        <StatusFilter>
          <Field label="Show">
            {(ids) => (
              <Select
                {...ids}
                value={filter}
                onChange={(e) => setFilter(e.target.value as BlogStatus | 'all')}
              >
                <option value="all">All posts</option>
                {blogStatuses.map((s) => (
                  <option key={s} value={s}>
                    {blogStatusLabels[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </StatusFilter>
      )}
      {loading && <Spinner label="Loading posts…" />}
      {!loading && posts.length === 0 && <EmptyState title={messages.blog.empty} />}
      {!loading && posts.length > 0 && shown.length === 0 && <p>No {filter} posts.</p>}
      {shown.length > 0 && (
        <PostList>
          {shown.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              timeZone={settings.scheduling_timezone}
              onEdit={() => setEditing({ post })}
              onDelete={() => setDeleting(post)}
            />
          ))}
        </PostList>
      )}
      <PostDialog
        open={editing !== null}
        post={editing?.post ?? null}
        otherSlugs={otherSlugs}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post?"
        message={`Delete “${deleting?.title ?? ''}”? This cannot be undone.`}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

/** /dashboard/blog (spec §2). */
export function BlogManagerRoute() {
  return (
    <ErrorBoundary
      name="The blog manager"
      fallback={<Notice role="alert">The posts could not be loaded. Reload the page to try again.</Notice>}
    >
      <BlogManager />
    </ErrorBoundary>
  );
}
