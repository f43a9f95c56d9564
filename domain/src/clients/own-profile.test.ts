import { describe, expect, it } from 'vitest';
import { validationMessages } from '../auth/validation.ts';
import { ownProfileFormSchema, ownProfileUpdate } from './own-profile.ts';

const typed = {
  full_name: ' Ana Lima ',
  phone: '+1 555 0100',
  instagram_handle: '@ana.nails',
  nailShape: 'almond',
  nailLength: '',
  style: '',
  communicationPreference: 'instagram',
};

describe("a client's own profile", () => {
  it('stores blanks as null, the handle without @, preferences as a map', () => {
    expect(ownProfileUpdate(typed)).toEqual({
      full_name: 'Ana Lima',
      phone: '+1 555 0100',
      instagram_handle: 'ana.nails',
      preferences: {
        nailShape: 'almond',
        nailLength: null,
        style: null,
        communicationPreference: 'instagram',
      },
    });
  });

  it('requires a name and refuses what the rules would', () => {
    expect(validationMessages(ownProfileFormSchema, { ...typed, full_name: '  ' })).toEqual([
      'Please enter your name',
    ]);
    expect(validationMessages(ownProfileFormSchema, { ...typed, phone: 'call me' })).toHaveLength(1);
    expect(validationMessages(ownProfileFormSchema, { ...typed, instagram_handle: 'a b' })).toHaveLength(1);
    expect(
      validationMessages(ownProfileFormSchema, { ...typed, communicationPreference: 'fax' }),
    ).toHaveLength(1);
  });
});
