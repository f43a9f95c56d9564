import { describe, expect, it } from 'vitest';
import {
  bookingVisitFormSchema,
  createBookingRequestSchema,
  rescheduleBookingRequestSchema,
} from './requests.ts';
import { BookingRequestError, resolveAddOnSelections, resolveMaterials } from './selection.ts';

describe('createBookingRequestSchema', () => {
  it('fills the defaults and turns the start into a Date', () => {
    const parsed = createBookingRequestSchema.parse({
      clientId: 'c1',
      serviceId: 's1',
      startsAt: '2026-06-15T14:00:00.000Z',
      notes: '  ',
    });
    expect(parsed).toEqual({
      clientId: 'c1',
      // Absent: anyone who does the service and is free (issue 31).
      staffId: null,
      serviceId: 's1',
      materialIds: [],
      addOnSelections: [],
      startsAt: new Date('2026-06-15T14:00:00.000Z'),
      notes: null,
      interestId: null,
      overrideConflict: false,
      overrideTimeLimit: false,
      allergyAcknowledged: false,
      redeemLoyalty: false,
    });
  });

  it('refuses a start without an offset, a slash in an id and unknown types', () => {
    const ok = { clientId: 'c1', serviceId: 's1', startsAt: '2026-06-15T14:00:00-04:00' };
    expect(createBookingRequestSchema.safeParse(ok).success).toBe(true);
    expect(createBookingRequestSchema.safeParse({ ...ok, startsAt: '2026-06-15 14:00' }).success).toBe(false);
    expect(createBookingRequestSchema.safeParse({ ...ok, clientId: 'a/b' }).success).toBe(false);
    expect(createBookingRequestSchema.safeParse({ ...ok, overrideConflict: 'yes' }).success).toBe(false);
    expect(rescheduleBookingRequestSchema.safeParse({ bookingId: 'b1', startsAt: 12 }).success).toBe(false);
  });

  it('refuses an instant a Firestore Timestamp cannot hold (before year 1, after year 9999)', () => {
    const ok = { clientId: 'c1', serviceId: 's1' };
    const at = (startsAt: string) => createBookingRequestSchema.safeParse({ ...ok, startsAt }).success;
    expect(at('9999-12-31T23:59:59.999Z')).toBe(true);
    expect(at('0001-01-01T00:00:00Z')).toBe(true);
    // A valid string whose offset carries it into year 10000, and year 0.
    expect(at('9999-12-31T23:00:00-05:00')).toBe(false);
    expect(at('0000-06-15T14:00:00Z')).toBe(false);
    expect(
      rescheduleBookingRequestSchema.safeParse({ bookingId: 'b1', startsAt: '0000-01-01T00:00:00Z' }).success,
    ).toBe(false);
  });
});

const addOns = [
  {
    id: 'art',
    service_id: 's1',
    name: 'Nail Art',
    is_required: false,
    is_active: true,
    options: [{ id: 'two', label: 'Two accent nails', price_modifier: 10 }],
  },
  {
    id: 'shape',
    service_id: 's1',
    name: 'Shape',
    is_required: true,
    is_active: true,
    options: [{ id: 'almond', label: 'Almond', price_modifier: 0, duration_minutes: 5 }],
  },
  { id: 'other', service_id: 's2', name: 'Other', is_required: true, is_active: true, options: [] },
];

describe('resolveAddOnSelections', () => {
  it('copies the chosen options from the catalogue', () => {
    expect(
      resolveAddOnSelections('s1', addOns, [
        { addOnId: 'art', optionId: 'two' },
        { addOnId: 'shape', optionId: 'almond' },
      ]),
    ).toEqual([
      {
        add_on_id: 'art',
        add_on_name: 'Nail Art',
        option_id: 'two',
        option_label: 'Two accent nails',
        price_modifier: 10,
        duration_minutes: 0,
      },
      {
        add_on_id: 'shape',
        add_on_name: 'Shape',
        option_id: 'almond',
        option_label: 'Almond',
        price_modifier: 0,
        duration_minutes: 5,
      },
    ]);
  });

  it('refuses a missing required add-on, another service’s add-on, an unknown option and a double pick', () => {
    expect(() => resolveAddOnSelections('s1', addOns, [])).toThrow('Shape is required for this service.');
    expect(() => resolveAddOnSelections('s1', addOns, [{ addOnId: 'other', optionId: 'x' }])).toThrow(
      BookingRequestError,
    );
    expect(() => resolveAddOnSelections('s1', addOns, [{ addOnId: 'art', optionId: 'nope' }])).toThrow(
      'Nail Art has no such option.',
    );
    const twice = [
      { addOnId: 'art', optionId: 'two' },
      { addOnId: 'art', optionId: 'two' },
    ];
    expect(() => resolveAddOnSelections('s1', addOns, twice)).toThrow('Choose one option of Nail Art.');
  });
});

describe('resolveMaterials', () => {
  const materials = [
    { id: 'm1', name: 'Gel', is_active: true },
    { id: 'm2', name: 'Old', is_active: false },
  ];
  it('keeps the order asked and refuses inactive, unknown and repeated materials', () => {
    expect(resolveMaterials(materials, ['m1']).map((m) => m.id)).toEqual(['m1']);
    expect(() => resolveMaterials(materials, ['m2'])).toThrow('That material is not available.');
    expect(() => resolveMaterials(materials, ['zz'])).toThrow(BookingRequestError);
    expect(() => resolveMaterials(materials, ['m1', 'm1'])).toThrow('A material is chosen twice.');
  });
});

describe('bookingVisitFormSchema (the staff booking form)', () => {
  const typed = {
    staffId: '',
    date: '2099-03-16',
    time: '10:15',
    notes: '',
    redeemLoyalty: false,
    allergyAcknowledged: true,
  };

  it('reads an empty member as anyone and blank notes as none, and trims notes', () => {
    expect(bookingVisitFormSchema.parse(typed)).toEqual({ ...typed, staffId: null, notes: null });
    expect(bookingVisitFormSchema.parse({ ...typed, staffId: 'olga', notes: '  Almond  ' })).toMatchObject({
      staffId: 'olga',
      notes: 'Almond',
    });
  });

  it('refuses what createBooking would: notes over 2000 characters, a start that is not a date and time', () => {
    const issues = (changes: Partial<typeof typed>) =>
      bookingVisitFormSchema
        .safeParse({ ...typed, ...changes })
        .error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ notes: 'x'.repeat(2001) })).toEqual([['notes', 'Notes are at most 2000 characters']]);
    expect(issues({ time: '' })).toEqual([['time', 'Expected a time as HH:mm']]);
    expect(issues({ date: '2099-02-30' })).toEqual([['date', 'Not a calendar date']]);
    expect(issues({ staffId: 'a/b' })?.[0]?.[0]).toBe('staffId');
  });
});
