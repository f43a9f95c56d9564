import styled from '@emotion/styled';
import {
  type BookingInterestStatus,
  bookingInterestCategoryLabels,
  formatCalendarDate,
  formatStudioDate,
  instagramProfileUrl,
  type TimeZone,
} from '@studio/domain';
import { Link } from 'react-router-dom';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import { BookingInterestStatusBadge } from '../../../components/status-badge.tsx';
import { ServiceName } from '../../../entities/service/components/service-name.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTimeOfDay } from '../../../utils/studio-zone.ts';
import { InterestActions } from './interest-actions.tsx';

const Muted = styled.div(({ theme }) => ({ color: theme.colors.muted, fontSize: '0.8rem', marginTop: 2 }));

/** The service she chose with the wizard (`?service=`), under the category. */
const ServiceLine = styled.div(({ theme }) => ({
  fontWeight: 600,
  color: theme.colors.primaryDark,
  marginTop: 2,
}));

const ClientLink = styled(Link)(({ theme }) => ({ fontWeight: 600, color: theme.colors.primaryDark }));

/** The name the row is known by: the copied name, else the e-mail, else a neutral word. */
export function interestClientLabel(interest: Pick<Doc<'bookingInterests'>, 'client_name' | 'client_email'>) {
  return interest.client_name?.trim() || interest.client_email?.trim() || 'Client';
}

/** The client's Instagram profile as a link, or 'Not provided'. */
function InstagramLink({ handle }: { handle: string | null | undefined }) {
  const url = instagramProfileUrl(handle);
  if (!url) return <Muted as="span">Not provided</Muted>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      @{handle?.replace(/^@+/, '')}
    </a>
  );
}

/**
 * Date, Client (name, e-mail, link to the detail), Category, Preferred Time, Instagram, Status,
 * Actions (spec §2). Date is the preferred day; when it was sent shows under it. The service she
 * chose, if she came from one, shows under the category (issue 14).
 */
export function InterestsTable(props: {
  interests: readonly Doc<'bookingInterests'>[];
  timeZone: TimeZone;
  busyId: string | null;
  /** False for an assistant without 'manage bookings': no action buttons. */
  canMove?: boolean;
  onMove: (interest: Doc<'bookingInterests'>, to: BookingInterestStatus) => void;
}) {
  const columns: Column<Doc<'bookingInterests'>>[] = [
    {
      label: 'Date',
      nowrap: true,
      cell: (interest) => (
        <>
          {formatCalendarDate(interest.preferred_date)}
          <Muted>Sent {formatStudioDate(interest.created_at, props.timeZone)}</Muted>
        </>
      ),
    },
    {
      label: 'Client',
      cell: (interest) => (
        <>
          <ClientLink to={`/dashboard/clients/${encodeURIComponent(interest.client_id)}`}>
            {interestClientLabel(interest)}
          </ClientLink>
          {interest.client_email && <Muted>{interest.client_email}</Muted>}
        </>
      ),
    },
    {
      label: 'Category',
      cell: (interest) => (
        <>
          {bookingInterestCategoryLabels[interest.category]}
          {interest.service_id && (
            <ServiceLine>
              <ServiceName serviceId={interest.service_id} fallback={`Service ${interest.service_id}`} />
            </ServiceLine>
          )}
          {interest.client_notes && <Muted>{interest.client_notes}</Muted>}
        </>
      ),
    },
    {
      label: 'Preferred Time',
      cell: (interest) => studioTimeOfDay(interest.preferred_date, interest.preferred_time, props.timeZone),
    },
    { label: 'Instagram', cell: (interest) => <InstagramLink handle={interest.instagram_handle} /> },
    { label: 'Status', cell: (interest) => <BookingInterestStatusBadge status={interest.status} /> },
    {
      label: 'Actions',
      cell: (interest) =>
        props.canMove === false ? (
          <Muted as="span">View only</Muted>
        ) : (
          <InterestActions
            status={interest.status}
            clientLabel={interestClientLabel(interest)}
            busy={props.busyId === interest.id}
            onMove={(to) => props.onMove(interest, to)}
          />
        ),
    },
  ];
  return <ColumnTable label="Booking interests" columns={columns} rows={props.interests} />;
}
