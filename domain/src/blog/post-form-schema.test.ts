import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../forms/plain-errors.ts';
import type { BlogPost } from '../schemas/blog.ts';
import { type BlogPostFormValues, blogPostToForm, emptyBlogPostForm } from './post-form.ts';
import { blogPostFormSchema, type PostFormContext } from './post-form-schema.ts';

const now = new Date('2026-11-10T15:00:00Z');
const context: PostFormContext = { authorId: 'owner-1', now: () => now, existing: null, otherSlugs: [] };

const read = (values: Partial<BlogPostFormValues>, with_: Partial<PostFormContext> = {}) =>
  blogPostFormSchema({ ...context, ...with_ }).safeParse({ ...emptyBlogPostForm(), ...values });

const problemsOf = (values: Partial<BlogPostFormValues>, with_: Partial<PostFormContext> = {}) => {
  const parsed = read(values, with_);
  return parsed.success ? {} : fieldProblems(parsed.error.issues);
};

const existing: BlogPost = {
  title: 'Winter care',
  slug: 'winter-care',
  excerpt: null,
  content: '<p>Oil your cuticles.</p>',
  category: null,
  status: 'published',
  featured_image: null,
  tags: ['care'],
  author_id: 'owner-0',
  created_at: new Date('2026-01-01T10:00:00Z'),
  published_at: new Date('2026-01-02T10:00:00Z'),
  read_time_minutes: 1,
};

describe('the post dialog schema', () => {
  it('builds the slug from the title and splits the tags', () => {
    const parsed = read({ title: 'Winter  Nail Care', tags: ' care, ,winter ', content: '<p>Hi</p>' });
    expect(parsed.success && parsed.data).toMatchObject({
      title: 'Winter  Nail Care',
      slug: 'winter-nail-care',
      tags: ['care', 'winter'],
      status: 'draft',
      author_id: 'owner-1',
      published_at: null,
    });
  });

  it('keeps a typed slug and stamps published_at when published', () => {
    const parsed = read({ title: 'A', slug: ' my-post ', status: 'published' });
    expect(parsed.success && [parsed.data.slug, parsed.data.published_at]).toEqual(['my-post', now]);
  });

  it('names each field’s problem: no title, a slug with a space, too many tags', () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(problemsOf({ slug: 'my post', tags })).toEqual({
      title: 'Required',
      slug: 'No spaces or slashes',
      tags: 'At most 20 tags',
    });
  });

  it('asks only for the title when the form is empty', () => {
    expect(problemsOf({})).toEqual({ title: 'Required' });
  });

  it('refuses a featured image that is not an https: address', () => {
    expect(problemsOf({ title: 'A', featured_image: 'javascript:alert(1)' })).toEqual({
      featured_image: 'Use an image address starting with https://',
    });
  });

  it('refuses a slug another post uses, but not the post’s own; an edit keeps author and dates', () => {
    const values = blogPostToForm(existing);
    const kept = read(values, { existing });
    expect(kept.success && kept.data).toMatchObject({
      author_id: 'owner-0',
      created_at: existing.created_at,
      published_at: existing.published_at,
    });
    expect(problemsOf(values, { existing, otherSlugs: [existing.slug] })).toEqual({
      slug: `Another post already uses “${existing.slug}”`,
    });
  });
});
