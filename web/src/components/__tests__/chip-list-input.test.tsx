import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../testing/render-markup.tsx';
import { AllergyPicker } from '../allergy-picker.tsx';
import { ChipListInput } from '../chip-list-input.tsx';

const ignore = () => {};

describe('a chip list', () => {
  it('names its chips and its Add button after the label, each chip with a remove button', () => {
    const html = renderMarkup(
      <ChipListInput label="Favorite colors" values={['Coral', 'Navy']} onAdd={ignore} onRemove={ignore} />,
    );
    expect(html).toContain('aria-label="Current favorite colors"');
    expect(html).toContain('aria-label="Add to Favorite colors"');
    expect(html).toContain('aria-label="Remove Coral"');
    expect(html).toContain('aria-label="Remove Navy"');
  });

  it('shows no list while empty', () => {
    const html = renderMarkup(
      <ChipListInput label="Favorite colors" values={[]} onAdd={ignore} onRemove={ignore} />,
    );
    expect(html).not.toContain('<ul');
  });

  it('gives a chip the user may not remove no remove button', () => {
    const html = renderMarkup(
      <ChipListInput
        label="Other allergies"
        values={['Peanuts', 'Cats']}
        canRemove={(value) => value !== 'Peanuts'}
        onAdd={ignore}
        onRemove={ignore}
      />,
    );
    expect(textOf(html)).toContain('Peanuts');
    expect(html).not.toContain('aria-label="Remove Peanuts"');
    expect(html).toContain('aria-label="Remove Cats"');
  });
});

describe('the allergy picker', () => {
  it('lists free text apart from the studio allergens; an allergy on file keeps its chip', () => {
    const html = renderMarkup(
      <AllergyPicker value={['Peanuts', 'Cats']} kept={['Peanuts']} onChange={ignore} />,
    );
    expect(html).toContain('aria-label="Other allergies"');
    expect(html).toContain('aria-label="Add to other allergies"');
    expect(html).not.toContain('aria-label="Remove Peanuts"');
    expect(html).toContain('aria-label="Remove Cats"');
  });
});
