import { describe, expect, it } from 'vitest';
import { mergedWalkInProfile } from './walk-in-link.ts';

const walkIn = {
  full_name: 'Vera V.',
  email: 'vera@example.com',
  phone: '555 010 2030',
  instagram_handle: null,
  notes: 'Prefers almond shape',
  allergies: ['acrylic'],
  favorite_colors: ['red'],
  preferences: { nailShape: 'almond', nailLength: null, style: null, communicationPreference: null },
  created_at: 'first visit',
  total_bookings: 3,
  loyalty_points: 120,
  loyalty_tier: 'silver',
  walk_in: true,
};

describe('mergedWalkInProfile', () => {
  it('keeps what staff recorded and what she typed herself', () => {
    const account = {
      full_name: 'Vera Visit',
      email: 'vera@example.com',
      phone: null,
      instagram_handle: 'vera.nails',
      notes: null,
      allergies: ['latex', 'acrylic'],
      favorite_colors: [],
      preferences: { nailShape: null, nailLength: 'short', style: null, communicationPreference: 'email' },
      created_at: 'sign-up',
      total_bookings: 0,
      walk_in: false,
    };
    expect(mergedWalkInProfile(walkIn, account)).toEqual({
      ...walkIn,
      full_name: 'Vera Visit',
      instagram_handle: 'vera.nails',
      allergies: ['acrylic', 'latex'],
      allergies_removed: {},
      preferences: {
        nailShape: 'almond',
        nailLength: 'short',
        style: null,
        communicationPreference: 'email',
      },
      walk_in: false,
    });
  });

  it("joins both records' allergy removals, renumbered in order", () => {
    const removal = (allergy: string) => ({ allergies: [allergy], removed_by: 'staff', removed_at: allergy });
    const merged = mergedWalkInProfile(
      { ...walkIn, allergies_removed: { '1': removal('b'), '0': removal('a') } },
      { allergies_removed: { '0': removal('c') } },
    );
    expect(merged.allergies_removed).toEqual({ '0': removal('a'), '1': removal('b'), '2': removal('c') });
  });

  it('takes the walk-in record as it is when her own profile is missing', () => {
    expect(mergedWalkInProfile(walkIn, undefined)).toMatchObject({ full_name: 'Vera V.', walk_in: false });
  });
});
