import styled from '@emotion/styled';
import { type BlogStatus, blogStatusLabels, formatStudioDate, type TimeZone } from '@studio/domain';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gap: 8,
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  h2: { margin: 0, fontSize: '1.05rem', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' },
  p: { margin: 0, color: theme.colors.muted },
  dl: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 16px',
    margin: 0,
    fontSize: '0.85rem',
    color: theme.colors.muted,
  },
  'dl div': { display: 'flex', gap: 4 },
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
}));

const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });

const tones: Record<BlogStatus, BadgeTone> = { draft: 'neutral', published: 'primary', archived: 'danger' };

/** A post in the manager (spec §2): title, status, excerpt, dates, category; Edit and Delete. */
export function PostRow(props: {
  post: Doc<'blogPosts'>;
  timeZone: TimeZone;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { post, timeZone } = props;
  return (
    <Item>
      <h2>
        {post.title}
        <Badge tone={tones[post.status]}>{blogStatusLabels[post.status]}</Badge>
      </h2>
      {post.excerpt && <p>{post.excerpt}</p>}
      <dl>
        <div>
          <dt>Created</dt>
          <dd>{formatStudioDate(post.created_at, timeZone)}</dd>
        </div>
        <div>
          <dt>Published</dt>
          <dd>{post.published_at ? formatStudioDate(post.published_at, timeZone) : 'Not yet'}</dd>
        </div>
        {post.category && (
          <div>
            <dt>Category</dt>
            <dd>{post.category}</dd>
          </div>
        )}
      </dl>
      <Actions>
        <Button size="sm" variant="outline" onClick={props.onEdit} aria-label={`Edit ${post.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </Button>
      </Actions>
    </Item>
  );
}
