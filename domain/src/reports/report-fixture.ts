// The reports' hand-computed fixture (issue 33): March 2026 in New York, across the clock change
// of Sunday 8 March (02:00 EST becomes 03:00 EDT). Ava owns the studio (uid 'ava'; bookings
// without staff_id are hers) and keeps its hours: Mondays 09:00–17:00 and Sundays 01:00–05:00
// (three real hours on 8 March). Bea works Mondays 12:00–18:00 and Tuesdays 10:00–16:00. The
// studio is blocked on 16 March 12:00–14:00; Ava is off on 23 March. Expected figures are worked
// out by hand in reports.test.ts. fixtureInput derives the day rollups from these bookings and
// orders, as the functions do from the stored documents.
import type { SchedulingMember } from '../availability/free-time.ts';
import { reportDaysOf } from './report-day.ts';
import type { ReportBooking, ReportInput, ReportOrder, ReportService } from './report-input.ts';

/** A New York wall-clock time as an instant; the offset is said where the clock change matters. */
const est = (date: string, time: string) => new Date(`2026-${date}T${time}:00-05:00`);
const edt = (date: string, time: string) => new Date(`2026-${date}T${time}:00-04:00`);

const prices = { gel: 45, pedi: 60, art: 20.5, removal: 10.1 } as const;
type Service = keyof typeof prices;

interface Row {
  id: string;
  client: string;
  staff?: string;
  service: Service;
  at: Date;
  minutes: number;
  status: ReportBooking['status'];
  deposit?: number;
  changedBy?: string;
  changedAt?: Date;
}

const rows: Row[] = [
  // Ava's completed visits.
  { id: 'b01', client: 'c1', service: 'gel', at: est('03-02', '09:00'), minutes: 60, status: 'completed' },
  { id: 'b02', client: 'c2', service: 'pedi', at: est('03-02', '10:00'), minutes: 60, status: 'completed' },
  { id: 'b03', client: 'c3', service: 'art', at: est('03-02', '11:00'), minutes: 30, status: 'completed' },
  // 01:30 EST for 60 minutes ends at 03:30 EDT: the clock jumps inside it.
  { id: 'b04', client: 'c1', service: 'gel', at: est('03-08', '01:30'), minutes: 60, status: 'completed' },
  { id: 'b05', client: 'c4', service: 'pedi', at: edt('03-08', '03:30'), minutes: 60, status: 'completed' },
  {
    id: 'b06',
    client: 'c5',
    service: 'removal',
    at: edt('03-09', '09:00'),
    minutes: 30,
    status: 'completed',
  },
  { id: 'b07', client: 'c2', service: 'gel', at: edt('03-09', '10:00'), minutes: 60, status: 'completed' },
  { id: 'b08', client: 'c6', service: 'gel', at: edt('03-16', '09:00'), minutes: 60, status: 'completed' },
  { id: 'b09', client: 'c7', service: 'pedi', at: edt('03-16', '14:00'), minutes: 60, status: 'completed' },
  { id: 'b10', client: 'c3', service: 'gel', at: edt('03-29', '01:00'), minutes: 60, status: 'completed' },
  { id: 'b11', client: 'c8', service: 'art', at: edt('03-30', '16:00'), minutes: 60, status: 'completed' },
  { id: 'b12', client: 'c1', service: 'gel', at: edt('03-30', '09:00'), minutes: 60, status: 'completed' },
  // Bea's completed visits.
  {
    id: 'b13',
    client: 'c9',
    staff: 'bea',
    service: 'gel',
    at: est('03-03', '10:00'),
    minutes: 60,
    status: 'completed',
  },
  {
    id: 'b14',
    client: 'c10',
    staff: 'bea',
    service: 'gel',
    at: est('03-03', '11:00'),
    minutes: 90,
    status: 'completed',
  },
  {
    id: 'b15',
    client: 'c9',
    staff: 'bea',
    service: 'pedi',
    at: edt('03-10', '10:00'),
    minutes: 60,
    status: 'completed',
  },
  {
    id: 'b16',
    client: 'c11',
    staff: 'bea',
    service: 'art',
    at: edt('03-10', '15:00'),
    minutes: 60,
    status: 'completed',
  },
  {
    id: 'b17',
    client: 'c12',
    staff: 'bea',
    service: 'removal',
    at: edt('03-17', '10:00'),
    minutes: 30,
    status: 'completed',
  },
  {
    id: 'b18',
    client: 'c4',
    staff: 'bea',
    service: 'gel',
    at: edt('03-23', '12:00'),
    minutes: 60,
    status: 'completed',
  },
  {
    id: 'b19',
    client: 'c13',
    staff: 'bea',
    service: 'pedi',
    at: edt('03-24', '10:00'),
    minutes: 60,
    status: 'completed',
  },
  {
    id: 'b20',
    client: 'c2',
    staff: 'bea',
    service: 'gel',
    at: edt('03-31', '15:00'),
    minutes: 60,
    status: 'completed',
  },
  // No-shows, cancellations (24-hour window), visits still open.
  { id: 'b21', client: 'c14', service: 'gel', at: est('03-02', '13:00'), minutes: 60, status: 'no_show' },
  { id: 'b22', client: 'c15', service: 'pedi', at: edt('03-09', '13:00'), minutes: 60, status: 'no_show' },
  {
    id: 'b23',
    client: 'c16',
    staff: 'bea',
    service: 'gel',
    at: edt('03-10', '12:00'),
    minutes: 60,
    status: 'no_show',
    deposit: 10,
  },
  {
    id: 'b24',
    client: 'c17',
    service: 'gel',
    at: edt('03-16', '10:00'),
    minutes: 60,
    status: 'cancelled',
    deposit: 10,
    changedBy: 'c17',
    changedAt: edt('03-15', '20:00'),
  },
  {
    id: 'b25',
    client: 'c18',
    staff: 'bea',
    service: 'pedi',
    at: edt('03-17', '12:00'),
    minutes: 60,
    status: 'cancelled',
    deposit: 15,
    changedBy: 'c18',
    changedAt: edt('03-10', '12:00'),
  },
  {
    id: 'b26',
    client: 'c19',
    staff: 'bea',
    service: 'gel',
    at: edt('03-24', '12:00'),
    minutes: 60,
    status: 'cancelled',
    changedBy: 'ava',
    changedAt: edt('03-24', '08:00'),
  },
  {
    id: 'b27',
    client: 'c20',
    service: 'art',
    at: edt('03-30', '11:00'),
    minutes: 60,
    status: 'cancelled',
    changedBy: 'ava',
    changedAt: est('03-01', '10:00'),
  },
  {
    id: 'b28',
    client: 'c21',
    staff: 'bea',
    service: 'gel',
    at: edt('03-31', '10:00'),
    minutes: 60,
    status: 'confirmed',
    deposit: 12,
  },
  { id: 'b29', client: 'c22', service: 'pedi', at: edt('03-30', '13:00'), minutes: 60, status: 'scheduled' },
  { id: 'b30', client: 'c5', service: 'gel', at: edt('03-29', '03:00'), minutes: 60, status: 'scheduled' },
  // 23:30 on the period's last day: 31 March in the studio, 1 April in UTC. Ava has no Tuesday hours.
  {
    id: 'b40',
    client: 'c23',
    service: 'removal',
    at: edt('03-31', '23:30'),
    minutes: 30,
    status: 'completed',
  },
  // Outside the period: before it (28 Feb 23:30 EST is 1 March in UTC), and after it.
  { id: 'b38', client: 'c1', service: 'gel', at: est('02-23', '10:00'), minutes: 60, status: 'completed' },
  { id: 'b39', client: 'c2', service: 'pedi', at: est('02-28', '23:30'), minutes: 60, status: 'completed' },
  { id: 'b41', client: 'c24', service: 'gel', at: edt('04-01', '00:30'), minutes: 60, status: 'completed' },
  { id: 'b31', client: 'c7', service: 'pedi', at: edt('04-20', '14:00'), minutes: 60, status: 'scheduled' },
  { id: 'b32', client: 'c6', service: 'gel', at: edt('05-04', '09:00'), minutes: 60, status: 'scheduled' },
  {
    id: 'b34',
    client: 'c10',
    staff: 'bea',
    service: 'gel',
    at: edt('04-07', '10:00'),
    minutes: 60,
    status: 'scheduled',
  },
  {
    id: 'b35',
    client: 'c11',
    staff: 'bea',
    service: 'art',
    at: edt('04-14', '10:00'),
    minutes: 60,
    status: 'cancelled',
    changedBy: 'c11',
    changedAt: edt('04-01', '10:00'),
  },
  {
    id: 'b36',
    client: 'c13',
    staff: 'bea',
    service: 'gel',
    at: edt('04-21', '10:00'),
    minutes: 60,
    status: 'scheduled',
  },
];

const names: Record<Service, string> = {
  gel: 'Gel Manicure',
  pedi: 'Pedicure',
  art: 'Nail Art',
  removal: 'Removal',
};

export const fixtureBookings: ReportBooking[] = rows.map((row) => ({
  id: row.id,
  client_id: row.client,
  ...(row.staff ? { staff_id: row.staff } : {}),
  service_id: row.service,
  service_name: names[row.service],
  scheduled_at: row.at,
  end_at: null,
  duration_minutes: row.minutes,
  total_price: prices[row.service],
  deposit_amount: row.deposit ?? 0,
  status: row.status,
  status_changed_by: row.changedBy ?? null,
  status_changed_at: row.changedAt ?? null,
}));

export const fixtureServices: ReportService[] = [
  { id: 'gel', name: 'Gel Manicure', category: 'Manicure' },
  { id: 'pedi', name: 'Pedicure', category: 'Pedicure' },
  { id: 'art', name: 'Nail Art', category: 'Nail Art' },
  { id: 'removal', name: 'Removal', category: null },
];

const hours = (day: number, start: string, end: string) => ({
  day_of_week: day,
  start_time: start,
  end_time: end,
  is_active: true,
});

export const fixtureStaff: SchedulingMember[] = [
  {
    uid: 'ava',
    bookable: true,
    display_name: 'Ava',
    time_off: [{ start_datetime: edt('03-23', '09:00'), end_datetime: edt('03-23', '17:00') }],
  },
  {
    uid: 'bea',
    bookable: true,
    display_name: 'Bea',
    weekly_hours: [hours(1, '12:00', '18:00'), hours(2, '10:00', '16:00')],
  },
];

export const fixtureOrders: ReportOrder[] = [
  { id: 'o1', status: 'picked_up', total_cents: 2500, created_at: est('03-05', '12:00') },
  { id: 'o2', status: 'reserved', total_cents: 1200, created_at: edt('03-20', '12:00') },
  { id: 'o3', status: 'cancelled', total_cents: 800, created_at: edt('03-21', '12:00') },
  { id: 'o4', status: 'picked_up', total_cents: 1000, created_at: est('02-27', '12:00') },
  { id: 'o5', status: 'picked_up', total_cents: 3000, created_at: edt('03-31', '23:00') },
];

/** When the fixture's odd booking document (it does not decode) starts: a Monday in March. */
export const fixtureUnreadableStart = edt('03-23', '12:00');

/** What a test may change: the ReportInput's fields, or the documents the days are derived from. */
export type FixtureOverrides = Partial<Omit<ReportInput, 'days'>> & {
  bookings?: readonly ReportBooking[];
  /** How many odd booking documents start at fixtureUnreadableStart. */
  unreadableBookings?: number;
  /** Null: online ordering off. */
  orders?: readonly ReportOrder[] | null;
};

export function fixtureInput(overrides: FixtureOverrides = {}): ReportInput {
  const { bookings = fixtureBookings, unreadableBookings = 1, orders = fixtureOrders, ...input } = overrides;
  const timeZone = input.timeZone ?? 'America/New_York';
  return {
    period: { from: '2026-03-01', to: '2026-03-31' },
    timeZone,
    ownerUid: 'ava',
    days: reportDaysOf(
      {
        bookings,
        orders: orders ?? [],
        unreadableStarts: Array.from({ length: unreadableBookings }, () => fixtureUnreadableStart),
      },
      timeZone,
    ),
    returningClientIds: new Set(['c1', 'c2', 'c9', 'c14', 'c99']),
    services: fixtureServices,
    staff: fixtureStaff,
    studioHours: [hours(1, '09:00', '17:00'), hours(0, '01:00', '05:00')],
    blockedSlots: [{ start_datetime: edt('03-16', '12:00'), end_datetime: edt('03-16', '14:00') }],
    shopOn: orders !== null,
    rebookWeeks: 6,
    cancellationWindowHours: 24,
    ...input,
  };
}
