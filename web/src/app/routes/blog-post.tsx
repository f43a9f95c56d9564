import { useParams } from 'react-router-dom';
import { Container } from '../../components/layout.tsx';
import { PostDetail } from '../../features/blog/components/post-detail.tsx';
import { FeatureGate } from './feature-gate.tsx';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <FeatureGate feature="blog">
      <Container style={{ padding: '40px 16px 64px' }}>
        <PostDetail key={slug} slug={slug} />
      </Container>
    </FeatureGate>
  );
}
