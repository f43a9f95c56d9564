import styled from '@emotion/styled';
import { type BoardColumn, formatStudioTime, maxDelayMinutes, type TimeZone } from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

type Booking = Doc<'bookings'>;

const Columns = styled.div({
  display: 'grid',
  gap: 16,
  // One column on a phone, as many as fit on a tablet at the front desk.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
});

const Column = styled.section(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: 12,
  padding: 16,
  h2: { margin: '0 0 8px', fontSize: '1.15rem' },
  h3: { margin: '12px 0 4px', fontSize: '0.95rem', color: theme.colors.muted },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 },
  li: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' },
}));

const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone: 'late' | 'ok' | 'over';
}>(({ tone }) => ({
  borderRadius: 999,
  padding: '2px 10px',
  fontSize: '0.85rem',
  fontWeight: 600,
  background: tone === 'ok' ? '#D1FAE5' : tone === 'over' ? '#FEE2E2' : '#FEF3C7',
  color: tone === 'ok' ? '#065F46' : tone === 'over' ? '#991B1B' : '#92400E',
}));

/** The delays staff pick from; 0 is back on time. */
const delayChoices = [0, 5, 10, 15, 20, 30, 45, 60, 90, maxDelayMinutes];

export interface BoardActions {
  /** Absent: she may not speak for this member. */
  setDelay?: (staffId: string, minutes: number) => void;
  checkIn?: (booking: Booking) => void;
  start?: (booking: Booking) => void;
  finish?: (booking: Booking) => void;
}

function who(b: Booking, timeZone: TimeZone) {
  return `${formatStudioTime(b.scheduled_at, timeZone)} ${b.client_name ?? 'Client'} · ${b.service_name ?? 'Visit'}`;
}

function RunningLate(props: {
  column: BoardColumn<Booking>;
  onSet: (staffId: string, minutes: number) => void;
}) {
  const [minutes, setMinutes] = useState(props.column.delayMinutes);
  const name = props.column.member.display_name;
  return (
    <li>
      <label>
        Running late{' '}
        <select
          aria-label={`Running late: ${name}`}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
        >
          {delayChoices.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? 'On time' : `${m} min`}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="outline" onClick={() => props.onSet(props.column.member.uid, minutes)}>
        {minutes === 0 ? 'Back on time' : 'Tell later clients'}
      </Button>
    </li>
  );
}

/** One member's column: her delay, the chair, her next client, who arrived, who is overdue. */
function MemberColumn(props: { column: BoardColumn<Booking>; timeZone: TimeZone; actions: BoardActions }) {
  const { column, timeZone, actions } = props;
  const { inChair, next } = column;
  return (
    <Column aria-label={column.member.display_name}>
      <h2>{column.member.display_name}</h2>
      {column.delayMinutes > 0 ? (
        <Badge tone="late">Running {column.delayMinutes} min late</Badge>
      ) : (
        <Badge tone="ok">On time</Badge>
      )}
      <h3>In the chair</h3>
      {inChair ? (
        <ul>
          <li>
            {who(inChair.booking, timeZone)}
            {inChair.overMinutes > 0 && <Badge tone="over">Running over {inChair.overMinutes} min</Badge>}
            {actions.finish && (
              <Button size="sm" variant="outline" onClick={() => actions.finish?.(inChair.booking)}>
                Finished
              </Button>
            )}
          </li>
        </ul>
      ) : (
        <p>Nobody</p>
      )}
      <h3>Next</h3>
      {next ? (
        <ul>
          <li>
            {who(next, timeZone)}
            {next.checked_in_at && (
              <Badge tone="ok">Arrived {formatStudioTime(next.checked_in_at, timeZone)}</Badge>
            )}
            {!next.checked_in_at && actions.checkIn && (
              <Button size="sm" variant="outline" onClick={() => actions.checkIn?.(next)}>
                Check in
              </Button>
            )}
            {actions.start && (
              <Button size="sm" onClick={() => actions.start?.(next)}>
                Started
              </Button>
            )}
          </li>
        </ul>
      ) : (
        <p>No more clients today</p>
      )}
      {column.arrived.length > 0 && (
        <>
          <h3>Arrived</h3>
          <ul>
            {column.arrived.map((b) => (
              <li key={b.id}>
                {who(b, timeZone)}{' '}
                <Badge tone="ok">Arrived {formatStudioTime(b.checked_in_at as Date, timeZone)}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      {column.overdue.length > 0 && (
        <>
          <h3>Not here yet</h3>
          <ul>
            {column.overdue.map((b) => (
              <li key={b.id}>
                {who(b, timeZone)} <Badge tone="late">Late</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      {column.awaitingApproval.length > 0 && (
        <>
          <h3>Waiting for approval</h3>
          <ul aria-label={`Waiting for approval: ${column.member.display_name}`}>
            {column.awaitingApproval.map((b) => (
              // Booked online and not yet accepted: its time is kept, so the chair is not free then.
              <li key={b.id}>
                {who(b, timeZone)} <Badge tone="late">Waiting for approval</Badge> Its time is held.
              </li>
            ))}
          </ul>
        </>
      )}
      {actions.setDelay && (
        <>
          <h3>Running late?</h3>
          <ul>
            <RunningLate column={column} onSet={actions.setDelay} />
          </ul>
        </>
      )}
    </Column>
  );
}

/** The Today board's columns (issue 34); the route feeds it live data and the clock. */
export function TodayBoard(props: {
  columns: readonly BoardColumn<Booking>[];
  timeZone: TimeZone;
  actionsFor: (staffId: string) => BoardActions;
}) {
  if (props.columns.length === 0) return <p>No one is on the team yet.</p>;
  return (
    <Columns>
      {props.columns.map((column) => (
        <MemberColumn
          key={column.member.uid}
          column={column}
          timeZone={props.timeZone}
          actions={props.actionsFor(column.member.uid)}
        />
      ))}
    </Columns>
  );
}

/** The connection line: live, or offline since when, with the last update time. */
export function ConnectionLine(props: { offline: boolean; lastUpdateAt: Date | null; timeZone: TimeZone }) {
  const last = props.lastUpdateAt ? formatStudioTime(props.lastUpdateAt, props.timeZone) : 'none yet';
  return props.offline ? (
    <p role="alert">Offline: this board may be out of date. Last update: {last}.</p>
  ) : (
    <p role="status">Live. Last update: {last}.</p>
  );
}
