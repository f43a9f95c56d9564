import { describe, expect, it } from 'vitest';
import { catalogForms, formDocument, formValues } from '../utils/catalog-forms.ts';

// The service dialog's clean-up time (issue 31): held after each visit in the member's day.
describe('the service form’s clean-up minutes', () => {
  const form = catalogForms.services;
  const values = (buffer: string) => ({
    ...formValues(form, null),
    name: 'Acrylic Full Set',
    base_price: '70',
    duration_minutes: '90',
    buffer_minutes: buffer,
  });
  const fixed = { parent_category: 'Extensions', display_order: 1 };
  const save = (buffer: string) => formDocument(form, values(buffer), fixed, null);

  it('saves the minutes typed, and 0 when left empty', () => {
    expect(save('15')).toMatchObject({ ok: true, data: { buffer_minutes: 15 } });
    expect(save('')).toMatchObject({ ok: true, data: { buffer_minutes: 0 } });
  });

  it('refuses a negative or fractional clean-up, naming the field', () => {
    for (const bad of ['-5', '7.5']) {
      const saved = save(bad);
      expect(saved.ok).toBe(false);
      if (!saved.ok) expect(saved.problems.join(' ')).toMatch(/Clean-up after \(minutes\)/);
    }
  });

  it('shows a stored clean-up when editing, and nothing for an older service', () => {
    expect(formValues(form, { name: 'x', buffer_minutes: 15 }).buffer_minutes).toBe('15');
    expect(formValues(form, { name: 'x' }).buffer_minutes).toBe('');
  });
});
