import styled from '@emotion/styled';
import { messages } from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import { WithStaffRight } from '../../../components/with-staff-right.tsx';
import type { BookingFormPrefill } from '../../../entities/booking/components/booking-form.tsx';
import { BookingFormDialog } from '../../../entities/booking/components/booking-form-dialog.tsx';
import { BookingPanel } from '../../../entities/booking/components/booking-panel.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess, useStaffPermission } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { deleteBooking } from '../api/delete-booking.ts';
import { bookingsPageSize, useBookings } from '../api/get-bookings.ts';
import { Approvals } from '../components/approvals.tsx';
import { BookingFiltersBar } from '../components/booking-filters-bar.tsx';
import { BookingsTable } from '../components/bookings-table.tsx';
import { type BookingFilters, noFilters } from '../utils/booking-filters.ts';

const MoreRow = styled.div({ textAlign: 'center', marginTop: 16 });
const ApprovalsSlot = styled.div({ marginBottom: 16, '&:empty': { display: 'none' } });

function BookingsList(props: { filters: BookingFilters; onOpen: (id: string) => void }) {
  const { isOwner } = useStaffAccess().data;
  const [max, setMax] = useState(bookingsPageSize);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const {
    status,
    data: { bookings, leftOut, mayHaveMore },
  } = useBookings(max, props.filters, timeZone);
  // Keep the rows on screen while a longer page loads; 'Loading...' only the first time.
  if (status === 'loading' && bookings.length === 0 && leftOut.length === 0)
    return <p role="status">Loading...</p>;
  if (status === 'error') return refused;
  const remove = (id: string) =>
    writeWithToasts(() => deleteBooking(id), {
      success: 'Booking deleted',
      failed: 'Error deleting booking',
    });
  // A booking that does not match its schema is named here (the owner may delete it, as the
  // rules let only her); every other one is still listed.
  const notice = (
    <InvalidDocumentsNotice
      collection="bookings"
      noun={['booking', 'bookings']}
      documents={leftOut}
      onDelete={isOwner ? remove : undefined}
    />
  );
  if (bookings.length === 0) {
    const filtered = props.filters !== noFilters;
    return (
      <>
        {notice}
        <EmptyState title={filtered ? 'No bookings match these filters' : 'No bookings yet'} />
      </>
    );
  }
  return (
    <>
      {notice}
      <BookingsTable bookings={bookings} timeZone={timeZone} onOpen={(booking) => props.onOpen(booking.id)} />
      {mayHaveMore && (
        <MoreRow>
          <Button variant="outline" onClick={() => setMax((m) => m + bookingsPageSize)}>
            Show more
          </Button>
        </MoreRow>
      )}
    </>
  );
}

const refused = <p role="alert">Bookings could not be loaded. You may not have permission to see them.</p>;
// Said rather than hidden: a booking waiting for approval holds a client's time until answered.
const approvalsRefused = <p role="alert">The bookings waiting for approval could not be loaded.</p>;

/**
 * Bookings Management (spec §2): bookings newest first, live, filtered, each opening the booking
 * panel; above them, for staff who manage bookings, the online bookings waiting for approval.
 */
export function BookingsRoute() {
  const [filters, setFilters] = useState<BookingFilters>(noFilters);
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState<BookingFormPrefill | null>(null);
  const canBook = useStaffPermission('manageBookings').canEdit;
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const key = JSON.stringify(filters);
  return (
    <DashboardPage
      title="Bookings Management"
      subtitle="All bookings, newest first"
      actions={canBook && <Button onClick={() => setCreating({})}>New Booking</Button>}
    >
      {/* Only those who may answer them: Accept and Decline are booking management. */}
      <WithStaffRight right="manageBookings">
        <ApprovalsSlot>
          <ErrorBoundary name="Approvals" fallback={approvalsRefused}>
            <Approvals timeZone={timeZone} onOpen={setOpen} />
          </ErrorBoundary>
        </ApprovalsSlot>
      </WithStaffRight>
      <WithStaffRight right="readBookings" without={<Notice>{messages.permissions.noBookings}</Notice>}>
        <ErrorBoundary name="Client search" fallback={null}>
          <BookingFiltersBar filters={filters} onChange={setFilters} />
        </ErrorBoundary>
        {/* A new filter starts again from the first page. */}
        <ErrorBoundary key={key} name="Bookings" fallback={refused}>
          <BookingsList key={key} filters={filters} onOpen={setOpen} />
        </ErrorBoundary>
      </WithStaffRight>
      <BookingPanel bookingId={open} onClose={() => setOpen(null)} />
      <BookingFormDialog prefill={creating} onClose={() => setCreating(null)} onCreated={setOpen} />
    </DashboardPage>
  );
}
