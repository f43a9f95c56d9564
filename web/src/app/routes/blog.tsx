import { PageSpinner } from '../../components/spinner.tsx';
import { publicSection } from '../../lib/firebase/index.ts';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';
import { publicPages } from './public-pages.ts';

// Reads public collections (publicSection); the page's frame is drawn (and prerendered) without them.
const PostList = publicSection(
  () => import('../../features/blog/components/post-list.tsx').then((m) => m.PostList),
  <PageSpinner label="Loading posts…" />,
);

export function BlogRoute() {
  return (
    <PageShell title={publicPages.blog.title} intro={publicPages.blog.description}>
      <FeatureGate feature="blog" pending={<PageSpinner label="Loading posts…" />}>
        <PostList />
      </FeatureGate>
    </PageShell>
  );
}
