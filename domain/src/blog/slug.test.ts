import { describe, expect, it } from 'vitest';
import { resolveSlug, slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('lowercases and turns whitespace runs into one hyphen', () => {
    expect(slugFromTitle('Spring  Nail\tTrends\n2026')).toBe('spring-nail-trends-2026');
  });
  it('trims the ends', () => {
    expect(slugFromTitle('  Gel vs Dip  ')).toBe('gel-vs-dip');
  });
  it('keeps punctuation and unicode as the spec does', () => {
    expect(slugFromTitle("Fall's Top 5!")).toBe("fall's-top-5!");
    expect(slugFromTitle('Crème Brûlée Nails ÉTÉ')).toBe('crème-brûlée-nails-été');
  });
  it('gives an empty slug for an empty or blank title', () => {
    expect(slugFromTitle('')).toBe('');
    expect(slugFromTitle('   ')).toBe('');
  });
});

describe('resolveSlug', () => {
  it('keeps a typed slug (trimmed)', () => {
    expect(resolveSlug(' my-post ', 'Other Title')).toBe('my-post');
  });
  it('builds one from the title when empty, blank or missing', () => {
    expect(resolveSlug('', 'Hello World')).toBe('hello-world');
    expect(resolveSlug('   ', 'Hello World')).toBe('hello-world');
    expect(resolveSlug(null, 'Hello World')).toBe('hello-world');
    expect(resolveSlug(undefined, 'Hello World')).toBe('hello-world');
  });
});
