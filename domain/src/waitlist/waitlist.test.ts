import { describe, expect, it } from 'vitest';
import {
  waitlistChoiceSchema,
  waitlistEntrySchema,
  waitlistInJoinOrder,
  waitlistInterestPath,
  waitlistJoinProblem,
  waitlistOfferPath,
  waitlistOfferServiceIds,
  waitlistOfferStart,
  waitlistStartChoices,
  waitlistWindowFits,
} from './waitlist.ts';

const zone = 'America/New_York';
// 1 November 2026: New York leaves daylight time at 02:00 (UTC-4 → UTC-5).
const entry = { date: '2026-11-01', earliest_time: '10:00', latest_time: '13:00' };
const freed = (startIso: string, endIso: string) => ({ start: new Date(startIso), end: new Date(endIso) });

describe('a waitlist entry', () => {
  it('accepts her window and refuses one that ends before it starts', () => {
    const base = {
      client_id: 'c1',
      date: '2026-11-01',
      category: 'manicure',
      earliest_time: '10:00',
      latest_time: '13:00',
      created_at: new Date(),
    };
    expect(waitlistEntrySchema.parse(base).notified_at).toBeNull();
    expect(waitlistEntrySchema.safeParse({ ...base, latest_time: '09:00' }).success).toBe(false);
    expect(waitlistEntrySchema.safeParse({ ...base, date: '2026-02-30' }).success).toBe(false);
    expect(
      waitlistChoiceSchema.safeParse({
        date: '2026-11-01',
        category: 'pedicure',
        earliestTime: '12:00',
        latestTime: '11:00',
      }).success,
    ).toBe(false);
  });

  it('fits a freed time she could start in, on the studio clock after the clock change', () => {
    // 10:00 New York on 1 November is 15:00 UTC (EST).
    expect(waitlistWindowFits(entry, freed('2026-11-01T15:00:00Z', '2026-11-01T16:00:00Z'), zone)).toBe(true);
    // 13:00 is her latest start: a time freed at 13:00 fits, one at 14:00 does not.
    expect(waitlistWindowFits(entry, freed('2026-11-01T18:00:00Z', '2026-11-01T19:00:00Z'), zone)).toBe(true);
    expect(waitlistWindowFits(entry, freed('2026-11-01T19:00:00Z', '2026-11-01T20:00:00Z'), zone)).toBe(
      false,
    );
    // Freed 09:00–10:00 ends when her window opens: nothing for her.
    expect(waitlistWindowFits(entry, freed('2026-11-01T14:00:00Z', '2026-11-01T15:00:00Z'), zone)).toBe(
      false,
    );
    // Freed 09:00–10:30: she could start at 10:00.
    const early = freed('2026-11-01T14:00:00Z', '2026-11-01T15:30:00Z');
    expect(waitlistWindowFits(entry, early, zone)).toBe(true);
    expect(waitlistOfferStart(entry, early, zone)).toEqual(new Date('2026-11-01T15:00:00Z'));
  });

  it('tells the waiting clients in the order they joined', () => {
    const at = (iso: string) => new Date(iso);
    const order = waitlistInJoinOrder([
      { id: 'b', created_at: at('2026-10-02T10:00:00Z') },
      { id: 'c', created_at: at('2026-10-01T10:00:00Z') },
      { id: 'a', created_at: at('2026-10-02T10:00:00Z') },
    ]).map((e) => e.id);
    expect(order).toEqual(['c', 'a', 'b']);
  });

  it("links to the wizard with the freed time on the studio's clock", () => {
    expect(waitlistInterestPath('manicure', new Date('2026-11-01T15:00:00Z'), zone)).toBe(
      '/booking?category=manicure&date=2026-11-01&time=10%3A00',
    );
  });

  it('sends an offer to /book on the freed day when the studio takes online bookings, else to the wizard', () => {
    const start = new Date('2026-11-02T03:30:00Z'); // 22:30 on 1 November in New York
    expect(waitlistOfferPath('manicure', start, zone, 'instant')).toBe(
      '/book?date=2026-11-01&start=2026-11-02T03%3A30%3A00.000Z',
    );
    expect(
      waitlistOfferPath('manicure', start, zone, 'both', { serviceIds: ['gel', 'art'], staffId: 'maya' }),
    ).toBe('/book?service=gel&service=art&member=maya&date=2026-11-01&start=2026-11-02T03%3A30%3A00.000Z');
    expect(waitlistOfferPath('manicure', start, zone, 'request')).toBe(
      '/booking?category=manicure&date=2026-11-01&time=22%3A30',
    );
  });
});

describe('waitlistOfferServiceIds', () => {
  const service = (id: string, name: string, parent_category: string | null = null) => ({
    id,
    name,
    parent_category,
    subcategory: null,
  });
  const freed = [
    service('gel', 'Gel Polish', 'Manicure'),
    service('spa', 'Spa Pedicure'),
    service('art', 'Nail Art', 'Manicure'),
  ];

  it("preselects the freed visit's services of her category, in the visit's order", () => {
    expect(waitlistOfferServiceIds('manicure', freed)).toEqual(['gel', 'art']);
    expect(waitlistOfferServiceIds('pedicure', freed)).toEqual(['spa']);
    expect(waitlistOfferServiceIds('pedicure', [service('gel', 'Gel Polish', 'Manicure')])).toEqual([]);
  });

  it('preselects them all for a client who did not know what she wanted', () => {
    expect(waitlistOfferServiceIds('consultation', freed)).toEqual(['gel', 'spa', 'art']);
  });
});

describe('joining a waitlist (waitlistJoinProblem)', () => {
  const open = [{ start_time: '09:00', end_time: '19:00' }];
  const join = (changes: Partial<import('./waitlist.ts').WaitlistJoin> = {}) => ({
    choice: { date: '2026-12-01', category: 'manicure' as const, earliestTime: '10:00', latestTime: '13:00' },
    waitingDays: [],
    maxEntries: 3,
    bookable: { first: '2026-11-27', last: '2027-01-26' },
    openWindows: open,
    ...changes,
  });

  it('lets her wait for a bookable, open day she is not waiting for yet', () => {
    expect(waitlistJoinProblem(join())).toBeNull();
  });

  it('refuses a second entry for the same day and one beyond the cap', () => {
    expect(waitlistJoinProblem(join({ waitingDays: ['2026-12-01'] }))).toBe(
      'You are already on the waitlist for that day.',
    );
    expect(waitlistJoinProblem(join({ waitingDays: ['2026-12-02', '2026-12-03', '2026-12-04'] }))).toMatch(
      /^You can wait for at most 3 days at once/,
    );
  });

  it('refuses a day outside the booking horizon, a closed day, and starts outside opening hours', () => {
    expect(waitlistJoinProblem(join({ bookable: { first: '2026-12-02', last: '2027-01-26' } }))).toMatch(
      /cannot be booked/,
    );
    expect(waitlistJoinProblem(join({ openWindows: [] }))).toBe('The studio is closed that day.');
    const late = join();
    late.choice.latestTime = '19:00';
    expect(waitlistJoinProblem(late)).toBe('Choose starts while the studio is open that day.');
  });

  it('offers only the starts inside the opening windows', () => {
    expect(waitlistStartChoices(['08:00', '09:00', '12:00', '18:00', '19:00'], open)).toEqual([
      '09:00',
      '12:00',
      '18:00',
    ]);
  });

  it('refuses keys she may not choose', () => {
    const extra = {
      date: '2026-12-01',
      category: 'manicure',
      earliestTime: '10:00',
      latestTime: '11:00',
      client_id: 'x',
    };
    expect(waitlistChoiceSchema.safeParse(extra).success).toBe(false);
  });
});
