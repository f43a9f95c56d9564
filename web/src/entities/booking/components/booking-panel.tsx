import { allergyWarnings, bookingStaffId, chosenAddOns } from '@studio/domain';
import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Stack } from '../../../components/layout.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { AllergyWarningBox } from '../../client/components/allergy-warning.tsx';
import { useBooking } from '../api/get-booking.ts';
import { useBookingCatalogue, useBookingClient, useServiceAddOns } from '../api/get-booking-catalogue.ts';
import { useBookingTeam } from '../api/get-booking-team.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingDeposit } from './booking-deposit.tsx';
import { BookingDetails } from './booking-details.tsx';

/** The booked service, materials and add-ons that meet the client's allergies, as they stand now. */
function BookingAllergies({ booking }: { booking: Doc<'bookings'> }) {
  const { services, materials } = useBookingCatalogue().data;
  const addOns = useServiceAddOns(booking.service_id).data;
  const client = useBookingClient(booking.client_id).data;
  const warnings = useMemo(
    () =>
      allergyWarnings(
        {
          service: services.find((s) => s.id === booking.service_id),
          materials: materials.filter((m) => booking.material_ids.includes(m.id)),
          addOns: chosenAddOns(addOns, booking.add_on_selections),
        },
        client?.allergies ?? [],
      ),
    [services, materials, addOns, client, booking],
  );
  return <AllergyWarningBox warnings={warnings} acknowledged={booking.allergy_acknowledged} />;
}

function PanelBody({ bookingId }: { bookingId: string }) {
  const { status, data: booking } = useBooking(bookingId);
  const { settings } = usePublicSettings();
  const timeZone = settings.scheduling_timezone;
  const canManage = useStaffPermission('manageBookings').canEdit;
  const team = useBookingTeam().data;
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return failed;
  if (!booking) return <p role="alert">This booking no longer exists.</p>;
  const memberUid = bookingStaffId(booking, team.ownerUid);
  const memberName = team.oneChair
    ? null
    : (team.members.find((m) => m.uid === memberUid)?.display_name ?? null);
  return (
    <Stack gap={16}>
      <BookingDetails booking={booking} timeZone={timeZone} memberName={memberName} />
      <ErrorBoundary name="Allergies" fallback={null}>
        <BookingAllergies booking={booking} />
      </ErrorBoundary>
      <BookingDeposit
        booking={booking}
        timeZone={timeZone}
        dueHours={settings.deposit_due_hours}
        canManage={canManage}
        nameOf={(uid) => team.members.find((m) => m.uid === uid)?.display_name ?? 'staff'}
      />
      {canManage && <BookingActions key={booking.status} booking={booking} timeZone={timeZone} />}
    </Stack>
  );
}

const failed = <p role="alert">This booking could not be loaded.</p>;

/**
 * The one booking panel of the calendar, the Bookings list and the client record: the booking,
 * live, and what staff can do with it.
 */
export function BookingPanel(props: { bookingId: string | null; onClose: () => void }) {
  return (
    <Dialog open={props.bookingId !== null} onClose={props.onClose} title="Booking">
      {props.bookingId && (
        <ErrorBoundary key={props.bookingId} name="Booking" fallback={failed}>
          <PanelBody bookingId={props.bookingId} />
        </ErrorBoundary>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={props.onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
