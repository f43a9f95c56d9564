import styled from '@emotion/styled';
import { bookingInterestCategoryLabels, formatTimeOfDay } from '@studio/domain';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useDayWaitlists, useWaitingClientName } from '../api/get-day-waitlists.ts';
import { longDayLabel } from '../utils/calendar-days.ts';

const WaitlistsCard = styled(Card)({ marginTop: 16 });

const Days = styled.div({ display: 'grid', gap: 12, marginTop: 8 });
const Waiting = styled.ol(({ theme }) => ({
  margin: '4px 0 0',
  paddingLeft: 24,
  li: { padding: '2px 0' },
  '.muted': { color: theme.colors.muted, fontSize: '0.9rem' },
}));

function WaitingClient({ entry }: { entry: Doc<'waitlistEntries'> }) {
  const name = useWaitingClientName(entry.client_id).data;
  return <>{name ?? '…'}</>;
}

function Entry({ entry }: { entry: Doc<'waitlistEntries'> }) {
  return (
    <li>
      <ErrorBoundary name="A waiting client's name" fallback={<>A client</>}>
        <WaitingClient entry={entry} />
      </ErrorBoundary>{' '}
      <span className="muted">
        · {bookingInterestCategoryLabels[entry.category]} · {formatTimeOfDay(entry.earliest_time)}–
        {formatTimeOfDay(entry.latest_time)}
        {entry.notified_at ? ' · told of a freed time' : ''}
      </span>
    </li>
  );
}

/**
 * The waitlist of each day shown (issue 15 item 5), in the order the clients joined, which is
 * the order they are told when a booking of that day is cancelled. Nothing when nobody waits.
 */
export function DayWaitlists({ days }: { days: readonly string[] }) {
  const {
    status,
    data: { byDay, unreadable },
  } = useDayWaitlists(days);
  const shown = days.filter((day) => (byDay.get(day)?.length ?? 0) > 0);
  // The waitlist is an aside: when it cannot be read the calendar goes on without it.
  if (status !== 'success' || (shown.length === 0 && unreadable === 0)) return null;
  return (
    <WaitlistsCard>
      <CardBody>
        <CardTitle as="h2">Waitlist</CardTitle>
        <Days>
          {shown.map((day) => (
            <section key={day} aria-label={`Waitlist for ${longDayLabel(day)}`}>
              <strong>{longDayLabel(day)}</strong>
              <Waiting>
                {(byDay.get(day) ?? []).map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </Waiting>
            </section>
          ))}
        </Days>
        {unreadable > 0 && (
          <p role="status">{unreadable === 1 ? 'One entry' : `${unreadable} entries`} could not be read.</p>
        )}
      </CardBody>
    </WaitlistsCard>
  );
}
