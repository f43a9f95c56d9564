import { PostList } from '../../features/blog/components/post-list.tsx';
import { FeatureGate } from './feature-gate.tsx';
import { PageShell } from './page-shell.tsx';

export function BlogRoute() {
  return (
    <FeatureGate feature="blog">
      <PageShell title="Blog" intro="Nail care tips, seasonal trends and inspiration from the studio.">
        <PostList />
      </PageShell>
    </FeatureGate>
  );
}
