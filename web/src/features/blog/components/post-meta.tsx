import styled from '@emotion/styled';
import { Badge } from '../../../components/badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { publishedDate, readTimeLabel, readTimeMinutes } from '../utils/post-display.ts';

const Row = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  fontSize: '0.85rem',
  color: theme.colors.muted,
}));

/** Category, published date and read time. */
export function PostMeta({ post }: { post: Doc<'blogPosts'> }) {
  const date = publishedDate(post.published_at);
  return (
    <Row>
      {post.category && <Badge>{post.category}</Badge>}
      {date && post.published_at && <time dateTime={post.published_at.toISOString()}>{date}</time>}
      <span>{readTimeLabel(readTimeMinutes(post))}</span>
    </Row>
  );
}
