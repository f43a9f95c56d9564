import styled from '@emotion/styled';
import {
  bookingClientLabel,
  bookingStaffId,
  formatStudioDate,
  maxCancellationReasonLength,
  type TimeZone,
} from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { CardRows } from '../../../components/card-rows.tsx';
import { TextAreaField } from '../../../components/field.tsx';
import { changeBookingStatus } from '../../../entities/booking/api/change-booking-status.ts';
import { useBookingTeam } from '../../../entities/booking/api/get-booking-team.ts';
import type { BookingTeam } from '../../../entities/booking/model/free-times.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { pendingBookingsPageSize, usePendingBookings } from '../api/get-pending-bookings.ts';
import { OpenButton } from './open-button.tsx';

const Rows = styled(CardRows)({
  marginTop: 12,
  '.who': { flex: '1 1 100%', display: 'flex', flexWrap: 'wrap', gap: '4px 12px' },
  '.decline': { flex: '1 1 100%', display: 'grid', gap: 8 },
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** Who does it, as the team names her; nothing for a one-chair studio, where it is always the studio. */
function memberName(booking: Doc<'bookings'>, team: BookingTeam): string | null {
  if (team.oneChair) return null;
  const uid = bookingStaffId(booking, team.ownerUid);
  return team.members.find((m) => m.uid === uid)?.display_name ?? null;
}

function ApprovalRow(props: {
  booking: Doc<'bookings'>;
  member: string | null;
  timeZone: TimeZone;
  onOpen: (id: string) => void;
}) {
  const { booking } = props;
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const client = bookingClientLabel(booking) || 'A client';
  const service = booking.service_name ?? 'Appointment';
  // The row leaves the list by itself once the status changes (the query is live).
  const answer = async (to: 'scheduled' | 'cancelled') => {
    setBusy(true);
    await writeWithToasts(() => changeBookingStatus(booking.id, to, { reason }), {
      success: to === 'scheduled' ? 'Booking accepted' : 'Booking declined',
      failed: 'Booking not updated',
    });
    setBusy(false);
  };
  return (
    <li aria-label={`${client}: ${service}`}>
      <OpenButton type="button" onClick={() => props.onOpen(booking.id)}>
        {service}
      </OpenButton>
      <span className="when">
        {formatStudioDate(booking.scheduled_at, props.timeZone)} at{' '}
        {studioTime(booking.scheduled_at, props.timeZone)}
      </span>
      <span className="who">
        <span>{client}</span>
        {props.member && <span>with {props.member}</span>}
      </span>
      {!declining && (
        <Actions>
          <Button size="sm" disabled={busy} onClick={() => void answer('scheduled')}>
            Accept
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </Actions>
      )}
      {declining && (
        <div className="decline">
          <TextAreaField
            label="Reason for declining (she reads it)"
            required
            maxLength={maxCancellationReasonLength}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Actions>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(false)}>
              Not now
            </Button>
            <Button size="sm" disabled={busy || !reason.trim()} onClick={() => void answer('cancelled')}>
              Decline booking
            </Button>
          </Actions>
        </div>
      )}
    </li>
  );
}

/**
 * Approvals (issue 32): the online bookings waiting for a staff member's answer, soonest first,
 * live, at the top of Bookings and only while there are some. Accept books her; Decline asks for
 * the reason she will read. Both go through changeBookingStatus, which decides with the domain.
 */
export function Approvals(props: { timeZone: TimeZone; onOpen: (id: string) => void }) {
  const bookings = usePendingBookings().data;
  const team = useBookingTeam().data;
  if (bookings.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="approvals-title">
      <CardBody>
        <CardTitle id="approvals-title">Waiting for approval ({bookings.length})</CardTitle>
        <Rows>
          {bookings.map((booking) => (
            <ApprovalRow
              key={booking.id}
              booking={booking}
              member={memberName(booking, team)}
              timeZone={props.timeZone}
              onOpen={props.onOpen}
            />
          ))}
        </Rows>
        {bookings.length >= pendingBookingsPageSize && (
          <p>The {pendingBookingsPageSize} soonest are listed: answer these to see the next ones.</p>
        )}
      </CardBody>
    </Card>
  );
}
