import styled from '@emotion/styled';
import { canCheckIn, formatStudioTime, type TimeZone } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Note = styled.span(({ theme }) => ({ color: theme.colors.text, fontSize: '0.9rem', fontWeight: 600 }));

/**
 * Her own appointment's delay (issue 34): the studio running late writes it on her booking, so she
 * sees the start she may now expect at once, and nothing of anyone else's day.
 */
export function expectedStartLine(booking: Doc<'bookings'>, timeZone: TimeZone): string | null {
  if (!booking.expected_start || booking.delay_minutes <= 0 || booking.checked_in_at) return null;
  return `Running ${booking.delay_minutes} min late: now expected around ${formatStudioTime(booking.expected_start, timeZone)}`;
}

/** "I'm here" from 30 minutes before her start, then the time she checked in. */
export function CheckInControl(props: {
  booking: Doc<'bookings'>;
  now: Date;
  timeZone: TimeZone;
  busy: boolean;
  onCheckIn: (booking: Doc<'bookings'>) => void;
}) {
  const { booking } = props;
  if (booking.checked_in_at)
    return <Note role="status">Checked in at {formatStudioTime(booking.checked_in_at, props.timeZone)}</Note>;
  if (!canCheckIn(booking, props.now)) return null;
  return (
    <Button
      size="sm"
      disabled={props.busy}
      aria-label={`I'm here: ${booking.service_name ?? 'appointment'}`}
      onClick={() => props.onCheckIn(booking)}
    >
      I'm here
    </Button>
  );
}
