import type { TimeZone } from '@studio/domain';
import { formatStudioDate } from '@studio/domain';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';

type Reminder = { booking: Doc<'bookings'>; dueAt: Date };

const when = (date: Date, timeZone: TimeZone) =>
  `${formatStudioDate(date, timeZone)} ${studioTime(date, timeZone)}`;

/** The reminders waiting to go out: when each is due, to whom, for which appointment. */
export function QueuedRemindersTable(props: { reminders: readonly Reminder[]; timeZone: TimeZone }) {
  const columns: Column<Reminder & { id: string }>[] = [
    { label: 'Due', nowrap: true, cell: (r) => when(r.dueAt, props.timeZone) },
    { label: 'Client', cell: (r) => r.booking.client_name ?? 'Client' },
    {
      label: 'Appointment',
      cell: (r) =>
        `${r.booking.service_name ?? 'Appointment'}, ${when(r.booking.scheduled_at, props.timeZone)}`,
    },
  ];
  const rows = props.reminders.map((r) => ({ ...r, id: r.booking.id }));
  return <ColumnTable label="Queued reminders" columns={columns} rows={rows} />;
}
