import styled from '@emotion/styled';
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

const Sent = styled.details(({ theme }) => ({
  summary: { cursor: 'pointer' },
  p: { whiteSpace: 'pre-wrap', margin: '8px 0 0', color: theme.colors.text },
}));

const RouteNote = styled.small(({ theme }) => ({ display: 'block', color: theme.colors.muted }));

/** An e-mail opens to what was sent (its subject is the summary); a text shows whole. */
function WhatWasSent({ row }: { row: OutgoingRow }) {
  if (row.body === null) return <>{row.summary}</>;
  return (
    <Sent>
      <summary>{row.summary}</summary>
      <p>{row.body}</p>
    </Sent>
  );
}

/**
 * Every outgoing message: when, what for, how (and why not her way, when it went the other),
 * to whom, what was sent, and its state.
 */
export function OutgoingMessagesTable(props: { rows: readonly OutgoingRow[]; timeZone: TimeZone }) {
  const columns: Column<OutgoingRow>[] = [
    {
      label: 'Queued',
      nowrap: true,
      cell: (row) =>
        `${formatStudioDate(row.createdAt, props.timeZone)} ${studioTime(row.createdAt, props.timeZone)}`,
    },
    { label: 'Message', cell: (row) => clientMessageKindLabels[row.kind] },
    {
      label: 'By',
      cell: (row) => (
        <>
          {row.channel}
          {row.note && <RouteNote>{row.note}</RouteNote>}
        </>
      ),
    },
    { label: 'To', cell: (row) => row.to },
    { label: 'Subject or text', cell: (row) => <WhatWasSent row={row} /> },
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
