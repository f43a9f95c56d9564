import { interestCategoryForService } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { wizardPrefill } from '../utils/prefill.ts';
import {
  freedTimeOfferOf,
  initialWizardState,
  offeredWizardState,
  wizardReducer,
} from '../utils/wizard-state.ts';

describe('the booking wizard steps', () => {
  it('goes to step 2 on choosing a category and back to step 1 keeping it', () => {
    const two = wizardReducer(initialWizardState, { type: 'choose-category', category: 'pedicure' });
    expect(two).toMatchObject({ step: 2, category: 'pedicure' });
    expect(wizardReducer(two, { type: 'back' })).toMatchObject({ step: 1, category: 'pedicure' });
  });

  it('reaches step 3 only with a date and a time', () => {
    const two = wizardReducer(initialWizardState, { type: 'choose-category', category: 'manicure' });
    expect(wizardReducer(two, { type: 'submitted' }).step).toBe(2);
    const filled = wizardReducer(two, {
      type: 'edit',
      patch: { preferredDate: '2026-12-02', preferredTime: '09:00' },
    });
    expect(wizardReducer(filled, { type: 'submitted' }).step).toBe(3);
  });

  it('Submit Another resets every choice', () => {
    const filled = wizardReducer(
      wizardReducer(initialWizardState, { type: 'choose-category', category: 'manicure' }),
      {
        type: 'edit',
        patch: {
          preferredDate: '2026-12-02',
          preferredTime: '09:00',
          instagramHandle: 'jane',
          clientNotes: 'hi',
        },
      },
    );
    expect(wizardReducer(wizardReducer(filled, { type: 'submitted' }), { type: 'reset' })).toEqual(
      initialWizardState,
    );
  });
});

describe('?service= and her details on file', () => {
  it('preselect moves on to step 2 only while nothing is chosen yet', () => {
    const two = wizardReducer(initialWizardState, { type: 'preselect', category: 'pedicure' });
    expect(two).toMatchObject({ step: 2, category: 'pedicure' });
    const back = wizardReducer(two, { type: 'back' });
    expect(wizardReducer(back, { type: 'preselect', category: 'manicure' })).toEqual(back);
  });

  it('prefill fills only the fields she left empty', () => {
    const typed = { ...initialWizardState, clientNotes: 'Short nails' };
    expect(
      wizardReducer(typed, { type: 'prefill', instagramHandle: '@ana', clientNotes: 'Style: French' }),
    ).toMatchObject({ instagramHandle: '@ana', clientNotes: 'Short nails' });
  });

  it('takes her handle, preferences and allergies from her profile, not the staff notes', () => {
    expect(
      wizardPrefill({
        instagram_handle: 'ana.lima.nails',
        preferences: {
          nailShape: 'Almond',
          nailLength: null,
          style: 'French',
          communicationPreference: 'sms',
        },
        allergies: ['latex', 'acrylic_monomer'],
      }),
    ).toEqual({
      instagramHandle: '@ana.lima.nails',
      clientNotes: 'Nail shape: Almond\nStyle: French\nAllergies: Latex, Acrylic monomer',
    });
    const empty = { nailShape: null, nailLength: null, style: null, communicationPreference: null };
    expect(wizardPrefill({ instagram_handle: null, preferences: empty, allergies: [] })).toEqual({
      instagramHandle: '',
      clientNotes: '',
    });
  });
});

describe('?service= preselects the category of that service', () => {
  it('reads manicure or pedicure from the category, subcategory or name', () => {
    expect(
      interestCategoryForService({ parent_category: 'Manicures', subcategory: null, name: 'Gel polish' }),
    ).toBe('manicure');
    expect(interestCategoryForService({ parent_category: 'Pedicure', subcategory: null, name: 'Spa' })).toBe(
      'pedicure',
    );
    expect(
      interestCategoryForService({ parent_category: null, subcategory: null, name: 'Deluxe Pedicure' }),
    ).toBe('pedicure');
  });

  it('falls back to a consultation when the service says neither', () => {
    expect(
      interestCategoryForService({ parent_category: 'Nail Art', subcategory: 'Designs', name: 'Chrome' }),
    ).toBe('consultation');
  });
});

describe('a freed time from a waitlist link', () => {
  it('opens the date step with her category, the day and the time', () => {
    const offer = freedTimeOfferOf(new URLSearchParams('category=pedicure&date=2026-12-03&time=10%3A00'));
    expect(offer).toEqual({ category: 'pedicure', date: '2026-12-03', time: '10:00' });
    expect(offeredWizardState(offer)).toMatchObject({
      step: 2,
      category: 'pedicure',
      preferredDate: '2026-12-03',
      preferredTime: '10:00',
    });
  });

  it('leaves a time the wizard does not offer unchosen, and ignores a malformed address', () => {
    expect(
      freedTimeOfferOf(new URLSearchParams('category=manicure&date=2026-12-03&time=10:30'))?.time,
    ).toBeNull();
    expect(freedTimeOfferOf(new URLSearchParams('category=haircut&date=2026-12-03'))).toBeNull();
    expect(freedTimeOfferOf(new URLSearchParams('category=manicure&date=2026-02-30'))).toBeNull();
    expect(offeredWizardState(null)).toBe(initialWizardState);
  });
});
