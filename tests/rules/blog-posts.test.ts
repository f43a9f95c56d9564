import { describe, expect, it } from 'vitest';
import { type Data, NOW } from './support/driver.ts';
import { blogPost, setting, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('blog_posts');
describeMatrix(table.blog_posts, driver);

const get = { op: 'get', path: 'blog_posts/spring' } as const;
const update = (data: Data) =>
  tryAs(driver(), 'assistant', { op: 'update', path: 'blog_posts/spring', data }, table.blog_posts.seed);
const create = (changes: Data) =>
  tryAs(driver(), 'assistant', {
    op: 'create',
    path: 'blog_posts/new',
    data: { ...blogPost('staff-cam', NOW), ...changes },
  });

describe('blog_posts: visibility and hostile writes', () => {
  it('hides drafts and archived posts from visitors, not from staff', async () => {
    for (const status of ['draft', 'archived']) {
      const seeded = { 'blog_posts/spring': { ...blogPost('staff-olga'), status } };
      expect(await tryAs(driver(), 'visitor', get, seeded)).toBe(false);
      expect(await tryAs(driver(), 'assistant', get, seeded)).toBe(true);
    }
  });

  it('hides published posts while the blog is off', async () => {
    const blogOff = {
      'blog_posts/spring': blogPost('staff-olga'),
      'settings_public/blog_section_enabled': setting(
        'blog_section_enabled',
        false,
        'features',
        'staff-olga',
      ),
    };
    expect(await tryAs(driver(), 'visitor', get, blogOff)).toBe(false);
  });

  it('keeps the author and created_at', async () => {
    expect(await update({ author_id: 'staff-cam' })).toBe(false);
    expect(await update({ created_at: NOW })).toBe(false);
  });

  it('makes the writer the author, at server time', async () => {
    expect(await create({})).toBe(true);
    expect(await create({ author_id: 'staff-olga' })).toBe(false);
    expect(await create({ created_at: T0 })).toBe(false);
  });

  it('checks slug, status, tags and read time', async () => {
    expect(await update({ slug: "what's-new?" })).toBe(true);
    expect(await update({ slug: 'spring colours' })).toBe(false);
    expect(await update({ slug: 'a/b' })).toBe(false);
    expect(await update({ status: 'deleted' })).toBe(false);
    expect(await update({ tags: 'spring' })).toBe(false);
    expect(await update({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toBe(false);
    expect(await update({ read_time_minutes: -1 })).toBe(false);
  });

  it('denies an extra key and an oversize title', async () => {
    expect(await update({ views: 100 })).toBe(false);
    expect(await update({ title: 'x'.repeat(201) })).toBe(false);
  });
});
