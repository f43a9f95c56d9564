import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/card.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { PostMeta } from './post-meta.tsx';

const Shell = styled(Card)(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  transition: 'box-shadow 0.2s, transform 0.2s',
  '&:hover': { boxShadow: theme.shadow.raised, transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: theme.shadow.raised },
}));

const Media = styled.div(({ theme }) => ({
  aspectRatio: '16 / 9',
  background: `linear-gradient(135deg, ${theme.colors.primarySoft}, ${theme.colors.accentSoft})`,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Body = styled.div(({ theme }) => ({
  padding: 18,
  display: 'grid',
  gap: 10,
  h3: { margin: 0, fontSize: '1.15rem' },
  'h3 a': { color: theme.colors.text, textDecoration: 'none' },
  // The whole card is the link's target, the title stays the one link for screen readers.
  'h3 a::after': { content: '""', position: 'absolute', inset: 0 },
  '> p:last-of-type': { margin: 0, color: theme.colors.muted, fontSize: '0.92rem' },
}));

export function PostCard({ post }: { post: Doc<'blogPosts'> }) {
  return (
    <Shell as="article">
      <Media>
        {post.featured_image && (
          // The card's 16:9 box.
          <CardImage src={post.featured_image} alt="" width={640} height={360} />
        )}
      </Media>
      <Body>
        <PostMeta post={post} />
        <h3>
          <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
        </h3>
        {post.excerpt && <p>{post.excerpt}</p>}
      </Body>
    </Shell>
  );
}
