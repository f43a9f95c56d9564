import { describe, expect, it } from 'vitest';
import { blogPostSchema } from '../schemas/blog.ts';
import { blogPostFromForm, blogPostToForm, emptyBlogPostForm, estimateReadTimeMinutes } from './post-form.ts';

const now = new Date('2026-06-15T14:00:00Z');
const later = new Date('2026-06-20T14:00:00Z');

describe('blogPostFromForm', () => {
  it('builds a draft with a slug from the title and parsed tags', () => {
    const post = blogPostFromForm(
      { ...emptyBlogPostForm(), title: ' Gel  Care 101 ', content: '<p>Oil daily.</p>', tags: 'gel, ,care,' },
      { authorId: 'owner-1', now },
    );
    expect(post).toMatchObject({
      title: 'Gel  Care 101',
      slug: 'gel-care-101',
      status: 'draft',
      tags: ['gel', 'care'],
      author_id: 'owner-1',
      created_at: now,
      published_at: null,
      excerpt: null,
      read_time_minutes: 1,
    });
    expect(blogPostSchema.safeParse(post).success).toBe(true);
  });

  it('stamps published_at on first publish and keeps it afterwards', () => {
    const draft = blogPostFromForm({ ...emptyBlogPostForm(), title: 'A' }, { authorId: 'o', now });
    const published = blogPostFromForm(
      { ...blogPostToForm(draft), status: 'published' },
      { authorId: 'x', now: later, existing: draft },
    );
    expect(published.published_at).toEqual(later);
    expect(published.author_id).toBe('o');
    expect(published.created_at).toEqual(now);
    const edited = blogPostFromForm(blogPostToForm(published), {
      authorId: 'x',
      now: new Date('2026-07-01T00:00:00Z'),
      existing: published,
    });
    expect(edited.published_at).toEqual(later);
  });

  it('falls back to draft for an unknown status', () => {
    expect(
      blogPostFromForm({ ...emptyBlogPostForm(), title: 'A', status: 'live' }, { authorId: 'o', now }).status,
    ).toBe('draft');
  });

  it('round-trips through the form', () => {
    const post = blogPostFromForm(
      {
        ...emptyBlogPostForm(),
        title: 'Été ✨',
        slug: 'ete',
        tags: 'a, b',
        category: 'Trends',
        excerpt: 'x',
      },
      { authorId: 'o', now },
    );
    expect(blogPostFromForm(blogPostToForm(post), { authorId: 'o', now, existing: post })).toEqual(post);
  });
});

describe('estimateReadTimeMinutes', () => {
  it('counts words outside tags at 200 a minute', () => {
    expect(estimateReadTimeMinutes('')).toBe(0);
    expect(estimateReadTimeMinutes('<p>  </p>&nbsp;')).toBe(0);
    expect(estimateReadTimeMinutes('<p>one</p>')).toBe(1);
    expect(estimateReadTimeMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});
