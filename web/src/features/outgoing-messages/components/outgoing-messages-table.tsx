import { clientMessageKindLabels, formatStudioDate, type TimeZone } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import { studioTime } from '../../../utils/studio-zone.ts';
import type { OutgoingRow } from '../api/get-outgoing-messages.ts';

/** Sent or delivered reads as done, an error as failed, anything else (queued, pending…) as waiting. */
function tone(state: string): 'primary' | 'danger' | 'neutral' {
  if (['success', 'sent', 'delivered'].includes(state)) return 'primary';
  if (['error', 'failed', 'undelivered'].includes(state)) return 'danger';
  return 'neutral';
}

/** Every outgoing message: when, what for, how, to whom, its subject or text, and its state. */
export function OutgoingMessagesTable(props: { rows: readonly OutgoingRow[]; timeZone: TimeZone }) {
  const columns: Column<OutgoingRow>[] = [
    {
      label: 'Queued',
      nowrap: true,
      cell: (row) =>
        `${formatStudioDate(row.createdAt, props.timeZone)} ${studioTime(row.createdAt, props.timeZone)}`,
    },
    { label: 'Message', cell: (row) => clientMessageKindLabels[row.kind] },
    { label: 'By', cell: (row) => row.channel },
    { label: 'To', cell: (row) => row.to },
    { label: 'Subject or text', cell: (row) => row.summary },
    {
      label: 'State',
      cell: (row) => (
        <>
          <Badge tone={tone(row.state)}>{row.state}</Badge>
          {row.error && ` ${row.error}`}
        </>
      ),
    },
  ];
  return <ColumnTable label="Outgoing messages" columns={columns} rows={props.rows} />;
}
