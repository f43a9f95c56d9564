import { PageSpinner } from '../../components/spinner.tsx';
import { live } from '../../lib/firebase/index.ts';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';
import { publicPages } from './public-pages.ts';

// Reads Firestore: comes with the Firebase chunk; the page's frame is drawn (and prerendered) without it.
const PostList = live(
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
