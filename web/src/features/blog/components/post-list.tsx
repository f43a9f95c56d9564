import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Grid } from '../../../components/layout.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { usePublishedPosts } from '../api/get-published-posts.ts';
import { PostCard } from './post-card.tsx';

function Posts() {
  const { status, data: posts } = usePublishedPosts();
  if (status === 'loading') return <PageSpinner label="Loading posts…" />;
  if (posts.length === 0) return <EmptyState title="No posts yet">New articles are on their way.</EmptyState>;
  // The cards are h3s, as in the home teasers; this keeps the outline h1 → h2 → h3.
  return (
    <>
      <h2 className="visually-hidden">{'Articles'}</h2>
      <Grid min={280}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Grid>
    </>
  );
}

/** The published posts; a failed read shows a message instead of the page. */
export function PostList() {
  return (
    <ErrorBoundary
      name="The blog"
      fallback={<EmptyState title="The blog could not be loaded">Please try again later.</EmptyState>}
    >
      <Posts />
    </ErrorBoundary>
  );
}
