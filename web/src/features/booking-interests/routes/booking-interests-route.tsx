import styled from '@emotion/styled';
import {
  type BookingInterestStatus,
  bookingInterestCategoryLabels,
  bookingInterestMessages,
  bookingInterestTabs,
  bookingInterestUndo,
  messages,
} from '@studio/domain';
import { useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import type { BookingFormPrefill } from '../../../entities/booking/components/booking-form.tsx';
import { BookingFormDialog } from '../../../entities/booking/components/booking-form-dialog.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess, useStaffPermission } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { deleteBookingInterest } from '../api/delete-booking-interest.ts';
import {
  type InterestsCursor,
  newInterestCountLabel,
  useBookingInterestsPage,
  useNewInterestCount,
} from '../api/get-booking-interests.ts';
import {
  undoBookingInterestStatus,
  updateBookingInterestStatus,
} from '../api/update-booking-interest-status.ts';
import { InterestsPager } from '../components/interests-pager.tsx';
import { InterestsTable } from '../components/interests-table.tsx';
import { type InterestTab, tabLabel, tabStatus } from '../utils/interest-tabs.ts';

const MoreRow = styled.div({ marginTop: 16 });

function InterestsPanel({ tab }: { tab: InterestTab }) {
  // The cursors of the pages before this one (each page starts after the last row of the one
  // before); Previous drops the last, Next pushes this page's.
  const [cursors, setCursors] = useState<NonNullable<InterestsCursor>[]>([]);
  const {
    status,
    data: { interests, leftOut, next },
  } = useBookingInterestsPage(tabStatus(tab), cursors.at(-1) ?? null);
  const { isOwner } = useStaffAccess().data;
  // Moving a lead needs 'manage bookings' (the rules check the same); without it the table is read-only.
  const { canEdit: canMove } = useStaffPermission('manageBookings');
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [converting, setConverting] = useState<BookingFormPrefill | null>(null);
  const move = async (interest: Doc<'bookingInterests'>, to: BookingInterestStatus) => {
    // Convert books the appointment: saving the form marks the interest converted with it.
    if (to === 'converted') return setConverting(conversionPrefill(interest));
    setBusyId(interest.id);
    const { updated, updatedDescription, updateFailed } = bookingInterestMessages;
    await writeWithToasts(() => updateBookingInterestStatus(interest, to), {
      success: updated,
      successDescription: updatedDescription,
      failed: updateFailed,
      // A Decline can be taken back from its toast.
      undo: bookingInterestUndo[to] ? () => undoBookingInterestStatus(interest.id, to) : undefined,
    });
    setBusyId(null);
  };
  const remove = (id: string) =>
    writeWithToasts(() => deleteBookingInterest(id), {
      success: 'Interest deleted',
      failed: 'Error deleting interest',
    });
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return failed;
  const notice = (
    <InvalidDocumentsNotice
      collection="booking_interests"
      noun={['booking interest', 'booking interests']}
      documents={leftOut}
      onDelete={isOwner ? remove : undefined}
    />
  );
  const pager = (
    <InterestsPager
      page={cursors.length + 1}
      hasNext={next !== null}
      onPrevious={() => setCursors((before) => before.slice(0, -1))}
      onNext={() => next && setCursors((before) => [...before, next])}
    />
  );
  if (interests.length === 0)
    return (
      <>
        {notice}
        <EmptyState title={messages.empty.bookingInterests} />
        {pager}
      </>
    );
  return (
    <>
      {notice}
      <InterestsTable
        interests={interests}
        timeZone={timeZone}
        busyId={busyId}
        canMove={canMove}
        onMove={move}
      />
      {pager}
      <BookingFormDialog
        title="Convert to Booking"
        prefill={converting}
        onClose={() => setConverting(null)}
      />
    </>
  );
}

/**
 * The booking form for an interest: her, the service she asked for (the form keeps it, and its
 * category, while still offered) or else her category's services, her preferred day and time
 * (kept while free), her notes.
 */
export function conversionPrefill(interest: Doc<'bookingInterests'>): BookingFormPrefill {
  return {
    clientId: interest.client_id,
    serviceId: interest.service_id,
    category: interest.category === 'consultation' ? null : bookingInterestCategoryLabels[interest.category],
    date: interest.preferred_date,
    time: interest.preferred_time,
    notes: interest.client_notes,
    interestId: interest.id,
  };
}

function NewCountBadge() {
  const { status, data: count } = useNewInterestCount();
  // A badge beside the heading: nothing until the count is known (the list says when it failed).
  if (status !== 'success') return null;
  return (
    <Badge tone="accent" aria-label={newInterestCountLabel(count)}>
      {newInterestCountLabel(count)}
    </Badge>
  );
}

const failed = <p role="alert">Booking interests could not be loaded.</p>;

/** Five tabs do not fit a 360 px phone: there the tab row scrolls sideways on its own. */
const TabsFrame = styled.div({
  '[role="tablist"]': { overflowX: 'auto', scrollbarWidth: 'none' },
  '[role="tab"]': { padding: '0 12px', whiteSpace: 'nowrap' },
});

/** Booking Interests (spec §2): the leads inbox, live and paged, with the staff status actions of §4. */
export function BookingInterestsRoute() {
  const [tab, setTab] = useState<InterestTab>('all');
  const items = bookingInterestTabs.map((key) => ({
    key,
    label: tabLabel(key),
    panel: (
      <MoreRow>
        <ErrorBoundary key={key} name="Booking interests" fallback={failed}>
          <InterestsPanel tab={key} />
        </ErrorBoundary>
      </MoreRow>
    ),
  }));
  return (
    <DashboardPage
      title="Booking Interests"
      subtitle="Follow up on each lead by Instagram direct message."
      badge={
        <ErrorBoundary name="New interests count" fallback={null}>
          <NewCountBadge />
        </ErrorBoundary>
      }
    >
      <TabsFrame>
        <Tabs items={items} selected={tab} onSelect={setTab} label="Interest status" />
      </TabsFrame>
    </DashboardPage>
  );
}
