import { describe, expect, it } from 'vitest';
import { post } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PostRow } from '../components/post-row.tsx';
import { newestPublishedFirst } from '../utils/post-order.ts';

describe('newestPublishedFirst', () => {
  it('orders by published date, then unpublished posts newest created first', () => {
    const a = post({ id: 'a', published_at: new Date('2026-01-01') });
    const b = post({ id: 'b', published_at: new Date('2026-03-01') });
    const c = post({ id: 'c', published_at: null, created_at: new Date('2026-02-01') });
    const d = post({ id: 'd', published_at: null, created_at: new Date('2026-04-01') });
    expect(newestPublishedFirst([a, c, b, d]).map((p) => p.id)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('a post in the manager', () => {
  it('shows title, status, excerpt, dates and category in the studio time zone', () => {
    const html = renderMarkup(
      <PostRow
        post={post({ excerpt: 'Short.' })}
        timeZone="America/New_York"
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(textOf(html)).toContain(
      'Published Short. Created Nov 1, 2026 Published Nov 2, 2026 Category Care Edit Delete',
    );
  });

  it('says a draft is not published yet', () => {
    const html = renderMarkup(
      <PostRow
        post={post({ status: 'draft', published_at: null })}
        timeZone="America/New_York"
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(textOf(html)).toContain('Draft');
    expect(textOf(html)).toContain('Published Not yet');
  });
});
