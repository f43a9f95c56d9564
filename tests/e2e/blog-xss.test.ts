// A blog post is HTML written in the dashboard; whatever it holds, no script may run in a
// visitor's browser (issue 9). Scripts, event handlers and javascript: URLs must be stripped
// where the post is shown: its page, the list and the home teaser.
import type { BlogPost } from '@studio/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, type WatchedPage } from './support/browser.ts';
import { adminDb, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const POST_ID = 'e2e-xss-post';
const SLUG = 'e2e-xss-post';
const TITLE = 'Nail Art That Pops';

/** Every payload sets window.__xss (or opens a dialog) if it ever runs. */
const hostileContent = [
  '<p>Bold colours, clean lines.</p>',
  '<img src="x" onerror="window.__xss = \'img onerror\'; alert(1)">',
  '<script>window.__xss = "script tag"</script>',
  '<svg><script>window.__xss = "svg script"</script></svg>',
  '<svg onload="window.__xss = \'svg onload\'"></svg>',
  '<a id="js-link" href="javascript:window.__xss=\'javascript url\'">Read more</a>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<div onmouseover="window.__xss = \'hover\'" id="hover-me">Hover here</div>',
  '<form action="javascript:window.__xss=\'form\'"><button id="form-button">Go</button></form>',
].join('\n');

const post: BlogPost = {
  title: TITLE,
  slug: SLUG,
  excerpt: '<img src=x onerror="window.__xss = \'excerpt\'">Bright ideas for summer.',
  content: hostileContent,
  category: 'Trends',
  status: 'published',
  featured_image: null,
  tags: ['art', '<script>window.__xss="tag"</script>'],
  author_id: 'e2e-staff',
  created_at: new Date(),
  published_at: new Date(),
  read_time_minutes: 2,
};

beforeAll(async () => {
  await adminDb().doc(`blog_posts/${POST_ID}`).set(post);
});

afterAll(async () => {
  await adminDb().doc(`blog_posts/${POST_ID}`).delete();
});

async function openWatchingDialogs(path: string): Promise<{ watched: WatchedPage; dialogs: string[] }> {
  const watched = await newPage();
  const dialogs: string[] = [];
  watched.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await watched.page.goto(webUrl(path));
  return { watched, dialogs };
}

const ranScript = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);

describe('a blog post with hostile HTML', () => {
  it('renders its harmless parts and runs none of its scripts on the post page', async () => {
    const { watched, dialogs } = await openWatchingDialogs(`/blog/${SLUG}`);
    const { page } = watched;
    const article = page.locator('main article');
    await article.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await article.getByText('Bold colours, clean lines.').waitFor();

    const content = await article.evaluate((el) => {
      const attributes = [...el.querySelectorAll('*')].flatMap((node) =>
        [...node.attributes].map((a) => `${node.tagName.toLowerCase()}[${a.name}=${a.value}]`),
      );
      return {
        scripts: el.querySelectorAll('script, iframe, form, object, embed').length,
        handlers: attributes.filter((a) => /\[on/i.test(a)),
        javascriptUrls: attributes.filter((a) => /javascript:/i.test(a)),
      };
    });
    expect(content).toEqual({ scripts: 0, handlers: [], javascriptUrls: [] });

    // Give handlers their chance: hover, click, and time for images to fail.
    const hover = page.locator('#hover-me');
    if ((await hover.count()) > 0) await hover.hover();
    const link = page.locator('#js-link');
    if ((await link.count()) > 0) await link.click();
    await page.waitForTimeout(500);
    expect(await ranScript(page)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(page.url()).toBe(webUrl(`/blog/${SLUG}`));
    // The text in the excerpt and tags is shown as text.
    expect(await article.innerText()).toContain('Bright ideas for summer.');
  });

  it('runs none of them on the blog list or the home teaser either', async () => {
    for (const path of ['/blog', '/']) {
      const { watched, dialogs } = await openWatchingDialogs(path);
      await watched.page.getByRole('link', { name: TITLE }).waitFor();
      await watched.page.waitForTimeout(300);
      expect(await ranScript(watched.page), path).toBeNull();
      expect(dialogs, path).toEqual([]);
    }
  });
});
