import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../tabs.tsx';

describe('tab keyboard moves', () => {
  it('wraps with the arrow keys and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1);
    expect(nextTabIndex('Home', 1, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
  });
});
