import { blogPostToForm, emptyBlogPostForm } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { post } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PostRow } from '../components/post-row.tsx';
import { checkBlogPostForm } from '../utils/post-form-check.ts';
import { newestPublishedFirst } from '../utils/post-order.ts';

const now = new Date('2026-11-10T15:00:00Z');
const context = { authorId: 'owner-1', now, existing: null, otherSlugs: [] };

describe('checkBlogPostForm', () => {
  it('builds the slug from the title and splits the tags', () => {
    const check = checkBlogPostForm(
      { ...emptyBlogPostForm(), title: 'Winter  Nail Care', tags: ' care, ,winter ', content: '<p>Hi</p>' },
      context,
    );
    expect(check.ok && check.post).toMatchObject({
      title: 'Winter  Nail Care',
      slug: 'winter-nail-care',
      tags: ['care', 'winter'],
      status: 'draft',
      author_id: 'owner-1',
      published_at: null,
    });
  });

  it('keeps a typed slug and stamps published_at when published', () => {
    const check = checkBlogPostForm(
      { ...emptyBlogPostForm(), title: 'A', slug: ' my-post ', status: 'published' },
      context,
    );
    expect(check.ok && [check.post.slug, check.post.published_at]).toEqual(['my-post', now]);
  });

  it('names each field’s problem: no title, a slug with a space, too many tags', () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    const check = checkBlogPostForm({ ...emptyBlogPostForm(), slug: 'my post', tags }, context);
    expect(check).toEqual({
      ok: false,
      problems: { title: 'Required', slug: 'No spaces or slashes', tags: 'At most 20 tags' },
    });
  });

  it('asks only for the title when the form is empty', () => {
    expect(checkBlogPostForm(emptyBlogPostForm(), context)).toEqual({
      ok: false,
      problems: { title: 'Required' },
    });
  });

  it('refuses a featured image that is not an https: address', () => {
    const check = checkBlogPostForm(
      { ...emptyBlogPostForm(), title: 'A', featured_image: 'javascript:alert(1)' },
      context,
    );
    expect(check).toEqual({
      ok: false,
      problems: { featured_image: 'Use an image address starting with https://' },
    });
  });

  it('refuses a slug another post uses, but not the post’s own', () => {
    const existing = post();
    const values = blogPostToForm(existing);
    expect(checkBlogPostForm(values, { ...context, existing, otherSlugs: [] }).ok).toBe(true);
    expect(checkBlogPostForm(values, { ...context, existing, otherSlugs: [existing.slug] })).toEqual({
      ok: false,
      problems: { slug: `Another post already uses “${existing.slug}”` },
    });
  });
});

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
