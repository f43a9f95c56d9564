import { describe, expect, it } from 'vitest';
import { post } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PostCard } from '../components/post-card.tsx';
import { publishedDate, readTimeMinutes } from '../utils/post-display.ts';
import { sanitizePostHtml } from '../utils/sanitize-post-html.ts';

describe('post details', () => {
  it('uses the stored read time, else estimates 200 words a minute', () => {
    expect(readTimeMinutes({ read_time_minutes: 7, content: '' })).toBe(7);
    expect(readTimeMinutes({ read_time_minutes: null, content: `<p>${'word '.repeat(600)}</p>` })).toBe(3);
    expect(readTimeMinutes({ read_time_minutes: null, content: '<p>short</p>' })).toBe(1);
  });

  it('formats the published date', () => {
    expect(publishedDate(new Date(2026, 10, 2))).toBe('November 2, 2026');
    expect(publishedDate(null)).toBeNull();
  });

  it('renders nothing where HTML cannot be sanitised (no DOM): it fails closed', () => {
    expect(sanitizePostHtml('<img src=x onerror=alert(1)><p>hi</p>')).toBe('');
  });
});

describe('a post card', () => {
  it('links the title to the post by slug with category, date and read time', () => {
    const html = renderMarkup(<PostCard post={post()} />);
    expect(html).toContain('href="/blog/winter-nail-care"');
    expect(textOf(html)).toContain(
      'Care November 2, 2026 4 min read Winter Nail Care Keep your nails strong',
    );
  });
});
