import { profileSchema, validationMessages } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { type ProfileFormValues, profileFormSchema, profileUpdate } from '../utils/profile-form.ts';

const values = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  full_name: 'Ana Lima',
  phone: '+1 (555) 010-2000',
  instagram_handle: '@ana.lima.nails',
  notes: '',
  allergies: ['Latex'],
  favorite_colors: [],
  nailShape: 'Almond',
  nailLength: '',
  style: '',
  communicationPreference: 'instagram',
  ...patch,
});

describe('the Profile tab update', () => {
  it('writes exactly the editable fields, blanks as null and the handle without @', () => {
    const update = profileUpdate(values());
    expect(Object.keys(update).sort()).toEqual(
      [
        'allergies',
        'favorite_colors',
        'full_name',
        'instagram_handle',
        'notes',
        'phone',
        'preferences',
      ].sort(),
    );
    expect(update).toMatchObject({
      instagram_handle: 'ana.lima.nails',
      notes: null,
      preferences: {
        nailShape: 'Almond',
        nailLength: null,
        style: null,
        communicationPreference: 'instagram',
      },
    });
    // What is written reads back through the domain's profile schema unchanged.
    const stored = profileSchema.parse({ ...update, created_at: new Date() });
    expect(stored.preferences).toEqual(update.preferences);
  });

  it('turns an unset communication preference into null', () => {
    expect(
      profileUpdate(values({ communicationPreference: '' })).preferences.communicationPreference,
    ).toBeNull();
  });

  it('reports each failed rule separately, in form order', () => {
    const problems = validationMessages(
      profileFormSchema,
      values({ phone: 'call me', instagram_handle: 'not a handle!', nailShape: 'x'.repeat(51) }),
    );
    expect(problems).toEqual([
      'Phone may only contain digits, spaces and + ( ) . - (at most 30)',
      'Instagram handle: up to 30 letters, numbers, periods and underscores',
      'Nail shape must be at most 50 characters',
    ]);
  });

  it('refuses a cleared full name instead of storing none', () => {
    expect(validationMessages(profileFormSchema, values({ full_name: '   ' }))).toEqual([
      'Full name is required',
    ]);
  });

  it('refuses an unknown communication preference and over-long chip entries', () => {
    expect(validationMessages(profileFormSchema, values({ communicationPreference: 'pigeon' }))).toHaveLength(
      1,
    );
    expect(validationMessages(profileFormSchema, values({ allergies: ['x'.repeat(51)] }))).toEqual([
      'Each allergy entry must be at most 50 characters',
    ]);
  });
});
