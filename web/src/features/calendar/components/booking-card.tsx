import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { bookingStatusLabels } from '@studio/domain';
import type { CSSProperties, ReactNode } from 'react';
import type { CalendarBooking } from '../utils/calendar-items.ts';
import { statusColours } from './status-colours.ts';

const Block = styled.button(({ theme }) => ({
  position: 'absolute',
  display: 'grid',
  alignContent: 'start',
  gap: 1,
  padding: '3px 6px',
  overflow: 'hidden',
  border: '1px solid',
  borderLeftWidth: 4,
  borderRadius: theme.radius.sm,
  font: 'inherit',
  fontSize: '0.75rem',
  lineHeight: 1.25,
  textAlign: 'left',
  cursor: 'pointer',
  '.client': { fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '.service, .time, .member': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 1 },
}));

const Row = styled.button(({ theme }) => ({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 12px',
  padding: '10px 12px',
  border: '1px solid',
  borderLeftWidth: 5,
  borderRadius: theme.radius.md,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '.time': { gridRow: 'span 3', fontWeight: 700, fontSize: '0.85rem', whiteSpace: 'nowrap' },
  '.client': { fontWeight: 700, overflowWrap: 'anywhere' },
  '.service, .member': { fontSize: '0.85rem', overflowWrap: 'anywhere' },
}));

/** Separates the parts of a card's name for screen readers, as its layout does on screen. */
const comma = <span className="visually-hidden">, </span>;

interface CardProps {
  booking: CalendarBooking;
  /** Its time as the card shows it ('10:00 AM – 11:00 AM', '10:00 AM'). */
  time: string;
  onOpen: (id: string) => void;
  /** Small marks after its text (e.g. checked in, running late). */
  badges?: ReactNode;
}

/**
 * A booking on the grid: a button over its time, coloured by status, named by its client,
 * service, time, member (when others share the column) and status. `place` puts it in its lane.
 */
export function GridBookingCard(props: CardProps & { place: CSSProperties }) {
  const { booking } = props;
  const theme = useTheme();
  return (
    <Block
      style={{ ...props.place, ...statusColours(theme, booking.status) }}
      onClick={() => props.onOpen(booking.id)}
    >
      <span className="client">{booking.client}</span>
      {comma}
      <span className="service">{booking.service}</span>
      {comma}
      <span className="time">{props.time}</span>
      {booking.member && (
        <>
          {comma}
          <span className="member">with {booking.member}</span>
        </>
      )}
      <span className="visually-hidden">, {bookingStatusLabels[booking.status]}</span>
      {props.badges}
    </Block>
  );
}

/** A booking in a day's list (the phone, My day): time, client, service and status, member. */
export function ListBookingCard(props: CardProps) {
  const { booking } = props;
  const theme = useTheme();
  return (
    <Row style={statusColours(theme, booking.status)} onClick={() => props.onOpen(booking.id)}>
      <span className="time">{props.time}</span>
      {comma}
      <span className="client">{booking.client}</span>
      {comma}
      <span className="service">
        {booking.service} · {bookingStatusLabels[booking.status]}
      </span>
      {booking.member && (
        <>
          {comma}
          <span className="member">with {booking.member}</span>
        </>
      )}
      {props.badges}
    </Row>
  );
}
