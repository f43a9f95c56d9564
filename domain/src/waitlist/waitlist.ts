import { TZDate } from '@date-fns/tz/date';
import { z } from 'zod';
import type { Interval } from '../availability/free-time.ts';
import { interestCategoryForService } from '../catalog/interest-category.ts';
import { type BookingInterestCategory, bookingInterestCategorySchema } from '../enums/catalog.ts';
import type { BookingMode, TimeZone } from '../enums/settings.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { calendarDateSchema, documentIdSchema, timeOfDaySchema } from '../schemas/fields.ts';

/** The refusal of a window whose latest start comes before its earliest. */
const windowOutOfOrder = (field: string) => ({
  message: 'The earliest time must not be after the latest',
  path: [field],
});

/**
 * waitlist_entries/{clientId}_{date}: a client waits for a time on a day with none free (issue
 * 15 item 5). The joinWaitlist callable writes it from what she chose in the booking wizard (issue
 * 30: no browser creates one, so her number of entries is checked in one place); earliest_time
 * and latest_time are the studio's clock on `date` (a start she could take, latest included). A
 * function sets notified_at when a cancelled booking frees time inside her window. She reads and
 * deletes her own entries; staff read all (the calendar's waitlist per day).
 */
export const waitlistEntrySchema = z
  .object({
    client_id: documentIdSchema,
    date: calendarDateSchema,
    category: bookingInterestCategorySchema,
    earliest_time: timeOfDaySchema,
    latest_time: timeOfDaySchema,
    created_at: firestoreDateSchema,
    notified_at: firestoreDateSchema.nullable().default(null),
    /** The start offered to her when a time freed (set with notified_at): her dashboard's Book. */
    offered_start: firestoreDateSchema.nullable().default(null),
  })
  .refine((entry) => entry.earliest_time <= entry.latest_time, windowOutOfOrder('latest_time'));
export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

/**
 * What the wizard sends joinWaitlist: the fields she chooses (client_id and created_at are added
 * by the callable). Strict: a key she may not choose is refused, not dropped.
 */
export const waitlistChoiceSchema = z
  .strictObject({
    date: calendarDateSchema,
    category: bookingInterestCategorySchema,
    earliestTime: timeOfDaySchema,
    latestTime: timeOfDaySchema,
  })
  .refine((c) => c.earliestTime <= c.latestTime, windowOutOfOrder('latestTime'));
export type WaitlistChoice = z.output<typeof waitlistChoiceSchema>;

/** One entry per client and day: the day is in the id, so a second join of it finds the first. */
export function waitlistEntryId(clientId: string, date: string): string {
  return `${clientId}_${date}`;
}

/** What joinWaitlist weighs: her choice, the days she already waits for, and the studio's limits. */
export interface WaitlistJoin {
  choice: WaitlistChoice;
  /** The dates of her entries (one per day). */
  waitingDays: readonly string[];
  /** The setting waitlist_max_entries_per_client. */
  maxEntries: number;
  /** The days she may ask for (booking-interests interestDateRange). */
  bookable: { first: string; last: string };
  /** The day's opening windows (availability openingWindowsOn): her window must lie in them. */
  openWindows: readonly { start_time: string; end_time: string }[];
}

/**
 * Why she may not join, in her words, or null when she may: a day she can book, while the studio
 * is open, not twice, and no more days than the studio allows.
 */
export function waitlistJoinProblem(join: WaitlistJoin): string | null {
  const { choice } = join;
  if (choice.date < join.bookable.first || choice.date > join.bookable.last)
    return 'That day cannot be booked, so it has no waitlist.';
  if (join.waitingDays.includes(choice.date)) return 'You are already on the waitlist for that day.';
  if (join.openWindows.length === 0) return 'The studio is closed that day.';
  const opens = (time: string) => join.openWindows.some((w) => w.start_time <= time && time < w.end_time);
  if (!opens(choice.earliestTime) || !opens(choice.latestTime))
    return 'Choose starts while the studio is open that day.';
  if (join.waitingDays.length >= join.maxEntries)
    return `You can wait for at most ${join.maxEntries} day${join.maxEntries === 1 ? '' : 's'} at once. Leave one from your dashboard first.`;
  return null;
}

/** The start times of her window the wizard offers: only hours the studio is open that day. */
export function waitlistStartChoices(
  slots: readonly string[],
  openWindows: readonly { start_time: string; end_time: string }[],
): string[] {
  return slots.filter((slot) => openWindows.some((w) => w.start_time <= slot && slot < w.end_time));
}

const instant = (date: string, time: string, timeZone: TimeZone) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime());
};

/**
 * Whether a freed interval suits her: it must lie on her day, and she could start inside it at
 * a time in her window, i.e. the freed time starts no later than her latest start and ends after
 * her earliest one. Both are read on the studio's clock, across a daylight-saving change too.
 */
export function waitlistWindowFits(
  entry: Pick<WaitlistEntry, 'date' | 'earliest_time' | 'latest_time'>,
  freed: Interval,
  timeZone: TimeZone,
): boolean {
  const earliest = instant(entry.date, entry.earliest_time, timeZone);
  const latest = instant(entry.date, entry.latest_time, timeZone);
  return freed.start.getTime() <= latest.getTime() && freed.end.getTime() > earliest.getTime();
}

/** When she would start in the freed time: her earliest time, or the freed start if later. */
export function waitlistOfferStart(
  entry: Pick<WaitlistEntry, 'date' | 'earliest_time'>,
  freed: Interval,
  timeZone: TimeZone,
): Date {
  const earliest = instant(entry.date, entry.earliest_time, timeZone);
  return new Date(Math.max(earliest.getTime(), freed.start.getTime()));
}

/** The entries to tell, in the order they joined (created_at, then id for equal times). */
export function waitlistInJoinOrder<T extends { id: string; created_at: Date }>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id),
  );
}

/**
 * The booking wizard's address, prefilled for the freed time: `/booking?category=…&date=…&time=…`
 * on the studio's clock (the wizard reads the three; a time it does not offer is left unchosen).
 */
/** An instant's date and time of day on the studio's clock ('yyyy-MM-dd', 'HH:mm'). */
function onStudioClock(start: Date, timeZone: TimeZone): { date: string; time: string } {
  const local = new TZDate(start.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

export function waitlistInterestPath(category: string, start: Date, timeZone: TimeZone): string {
  const { date, time } = onStudioClock(start, timeZone);
  const params = new URLSearchParams({ category, date, time });
  return `/booking?${params.toString()}`;
}

/** A service of the freed visit, as the catalogue names and files it. */
export interface FreedVisitService {
  id: string;
  name: string;
  parent_category: string | null;
  subcategory: string | null;
}

/**
 * The services a waitlist offer preselects on /book: the freed visit's services (its time fits
 * them exactly) that are of the category she waits for, in the visit's order; for a client who
 * did not know what she wanted (consultation), all of them. None: she chooses on /book.
 */
export function waitlistOfferServiceIds(
  category: BookingInterestCategory,
  freed: readonly FreedVisitService[],
): string[] {
  return freed
    .filter((s) => category === 'consultation' || interestCategoryForService(s) === category)
    .map((s) => s.id);
}

/** What a waitlist offer preselects on /book beside the day and the start. */
export interface WaitlistOfferChoice {
  /** waitlistOfferServiceIds: her services, in order. */
  serviceIds?: readonly string[];
  /** The member whose time freed. */
  staffId?: string | null;
}

/**
 * Where a waitlist offer sends her. When the studio takes online bookings (issue 32: `instant` or
 * `both`), /book with everything chosen that can be: her services, the member whose time freed,
 * the day and the freed start (ISO, as /book's `start`), so that claiming it takes one Confirm.
 * Whoever books the time first gets it (bookFreeTime's transaction); the others are told it was
 * just taken, with the day's other free times, and stay on the list. In `request` mode, the
 * request wizard prefilled with the time.
 */
export function waitlistOfferPath(
  category: BookingInterestCategory,
  start: Date,
  timeZone: TimeZone,
  bookingMode: BookingMode,
  choice: WaitlistOfferChoice = {},
): string {
  if (bookingMode === 'request') return waitlistInterestPath(category, start, timeZone);
  const params = new URLSearchParams();
  for (const id of choice.serviceIds ?? []) params.append('service', id);
  if (choice.staffId) params.set('member', choice.staffId);
  params.set('date', onStudioClock(start, timeZone).date);
  params.set('start', start.toISOString());
  return `/book?${params.toString()}`;
}
