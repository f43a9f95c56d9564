import { describe, expect, it } from 'vitest';
import {
  addOnOptionsText,
  nextDisplayOrder,
  parseAddOnOptions,
  reorderedDisplayOrders,
} from './catalog-edits.ts';

const list = (...orders: number[]) => orders.map((display_order, i) => ({ id: `i${i}`, display_order }));

describe('reorderedDisplayOrders', () => {
  it('swaps two neighbours', () => {
    expect(reorderedDisplayOrders(list(0, 1, 2), 2, -1)).toEqual([
      { id: 'i2', display_order: 1 },
      { id: 'i1', display_order: 2 },
    ]);
  });

  it('numbers equal orders of older data apart', () => {
    expect(reorderedDisplayOrders(list(5, 5, 5), 0, 1)).toEqual([
      { id: 'i1', display_order: 0 },
      { id: 'i0', display_order: 1 },
      { id: 'i2', display_order: 2 },
    ]);
  });

  it('moves nothing past either end', () => {
    expect(reorderedDisplayOrders(list(0, 1), 0, -1)).toEqual([]);
    expect(reorderedDisplayOrders(list(0, 1), 1, 1)).toEqual([]);
  });
});

describe('nextDisplayOrder', () => {
  it('goes after the last entry', () => {
    expect(nextDisplayOrder(list(0, 7, 3))).toBe(8);
    expect(nextDisplayOrder([])).toBe(0);
  });
});

describe('add-on options as text', () => {
  it('reads label = price lines, keeping the ids of unchanged labels', () => {
    const previous = [{ id: 'keep-me', label: 'Chrome', price_modifier: 5 }];
    expect(parseAddOnOptions(' Chrome = 7.5 \n\nGlitter\n', previous)).toEqual([
      { id: 'keep-me', label: 'Chrome', price_modifier: 7.5 },
      { id: 'option-2-glitter', label: 'Glitter', price_modifier: 0 },
    ]);
  });

  it('writes them back the same way', () => {
    expect(addOnOptionsText([{ id: 'a', label: 'Chrome', price_modifier: 5 }])).toBe('Chrome = 5');
  });

  it('answers NaN for a price that is not a number, for the schema to refuse', () => {
    expect(parseAddOnOptions('Chrome = five')[0]?.price_modifier).toBeNaN();
  });
});
