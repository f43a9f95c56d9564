import { describe, expect, it } from 'vitest';
import { formatTags, parseTags, photoCardTags } from './tags.ts';

describe('parseTags', () => {
  it('splits on commas and trims', () => {
    expect(parseTags(' gel , nail art,spring ')).toEqual(['gel', 'nail art', 'spring']);
  });
  it('drops empty and blank tags', () => {
    expect(parseTags('a,, ,b,')).toEqual(['a', 'b']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('  ,  ')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
  it('keeps unicode and duplicates as typed', () => {
    expect(parseTags('💅,été,💅')).toEqual(['💅', 'été', '💅']);
  });
  it('round-trips through the form text', () => {
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});

describe('photoCardTags', () => {
  it('shows at most two', () => {
    expect(photoCardTags(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(photoCardTags([])).toEqual([]);
  });
});
