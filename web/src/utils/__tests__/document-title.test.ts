import { describe, expect, it } from 'vitest';
import { pageTitle } from '../document-title.ts';

describe('page titles', () => {
  it('name the page, then the studio from the settings', () => {
    expect(pageTitle('Shop', 'Polished')).toBe('Shop · Polished');
    expect(pageTitle(null, 'Polished')).toBe('Polished');
  });
});
