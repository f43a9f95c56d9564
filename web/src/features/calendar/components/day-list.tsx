import styled from '@emotion/styled';
import { formatTimeOfDay, type TimeZone } from '@studio/domain';
import { LiveDayBadge } from '../../../entities/booking/components/live-day-badge.tsx';
import { studioZoneOn } from '../../../utils/studio-zone.ts';
import { timeOfDay } from '../utils/calendar-days.ts';
import type { DaySpan } from '../utils/calendar-items.ts';
import { ListBookingCard } from './booking-card.tsx';
import type { DayColumn } from './time-grid.tsx';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  '.blocked': {
    padding: '10px 12px',
    borderRadius: theme.radius.md,
    background: 'repeating-linear-gradient(45deg, #E7E5E4, #E7E5E4 6px, #F5F5F4 6px, #F5F5F4 12px)',
    color: '#44403C',
    fontSize: '0.9rem',
  },
}));

const Hours = styled.p(({ theme }) => ({
  margin: '0 0 12px',
  color: theme.colors.muted,
  fontSize: '0.9rem',
}));

const time = (minute: number) => formatTimeOfDay(timeOfDay(Math.min(minute, 1439)));
const range = (span: DaySpan) => `${time(span.start)} – ${time(span.end)}`;

/**
 * The phone's calendar: one day's opening hours, then its bookings and blocks in time order; the
 * studio zone's name follows the times when the viewer's clock differs.
 */
export function DayList(props: {
  day: DayColumn;
  timeZone: TimeZone;
  onOpenBooking: (id: string) => void;
  /** The list's name; the week's list by day names each day's. */
  label?: string;
}) {
  const { day, onOpenBooking } = props;
  const zone = studioZoneOn(day.date, props.timeZone);
  const zoned = (text: string) => (zone ? `${text} ${zone}` : text);
  const items = [
    ...day.bookings.map((booking) => ({ kind: 'booking' as const, start: booking.start, booking })),
    ...day.blocks.map((block) => ({ kind: 'block' as const, start: block.start, block })),
  ].sort((a, b) => a.start - b.start);
  return (
    <>
      <Hours>{day.open.length === 0 ? 'Closed' : zoned(`Open ${day.open.map(range).join(', ')}`)}</Hours>
      {items.length === 0 ? (
        <p>No appointments this day.</p>
      ) : (
        <List aria-label={props.label ?? 'Appointments'}>
          {items.map((item) =>
            item.kind === 'block' ? (
              <li key={`block-${item.block.id}`} className="blocked">
                {zoned(range(item.block))} · Blocked{item.block.reason ? `: ${item.block.reason}` : ''}
              </li>
            ) : (
              <li key={item.booking.id}>
                <ListBookingCard
                  booking={item.booking}
                  time={zoned(time(item.booking.start))}
                  onOpen={onOpenBooking}
                  badges={item.booking.live && <LiveDayBadge label={item.booking.live} />}
                />
              </li>
            ),
          )}
        </List>
      )}
    </>
  );
}
