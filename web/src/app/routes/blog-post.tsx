import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { Container } from '../../components/layout.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { publicSection } from '../../lib/firebase/index.ts';
import { FeatureGate } from './feature-gate.tsx';

const PostContainer = styled(Container)({ padding: '40px 16px 64px' });

// Reads public collections (publicSection); the page's frame is drawn (and prerendered) without them.
const PostDetail = publicSection(
  () => import('../../features/blog/components/post-detail.tsx').then((m) => m.PostDetail),
  <PageSpinner label="Loading post…" />,
);

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <PostContainer>
      <FeatureGate feature="blog" pending={<PageSpinner label="Loading post…" />}>
        <PostDetail key={slug} slug={slug} />
      </FeatureGate>
    </PostContainer>
  );
}
