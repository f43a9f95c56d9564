import styled from '@emotion/styled';
import {
  type BookingInterestStatus,
  bookingInterestCategoryLabels,
  formatCalendarDate,
  formatStudioDate,
  formatTimeOfDay,
  instagramProfileUrl,
  type TimeZone,
} from '@studio/domain';
import { Link } from 'react-router-dom';
import { DataTable, TableScroll } from '../../../components/data-table.tsx';
import { BookingInterestStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { InterestActions } from './interest-actions.tsx';

const Muted = styled.div(({ theme }) => ({ color: theme.colors.muted, fontSize: '0.8rem', marginTop: 2 }));

const ClientLink = styled(Link)(({ theme }) => ({ fontWeight: 600, color: theme.colors.primaryDark }));

/** The name the row is known by: the copied name, else the e-mail, else a neutral word. */
export function interestClientLabel(interest: Pick<Doc<'bookingInterests'>, 'client_name' | 'client_email'>) {
  return interest.client_name?.trim() || interest.client_email?.trim() || 'Client';
}

/**
 * Date, Client (name, e-mail, link to the detail), Category, Preferred Time, Instagram, Status,
 * Actions (spec §2). Date is the preferred day; when it was sent shows under it.
 */
export function InterestsTable(props: {
  interests: readonly Doc<'bookingInterests'>[];
  timeZone: TimeZone;
  busyId: string | null;
  /** False for an assistant without 'manage bookings': no action buttons. */
  canMove?: boolean;
  onMove: (interest: Doc<'bookingInterests'>, to: BookingInterestStatus) => void;
}) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Booking interests">
      <DataTable stacked>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Client</th>
            <th scope="col">Category</th>
            <th scope="col">Preferred Time</th>
            <th scope="col">Instagram</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {props.interests.map((interest) => {
            const label = interestClientLabel(interest);
            const instagram = instagramProfileUrl(interest.instagram_handle);
            return (
              <tr key={interest.id}>
                <td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(interest.preferred_date)}
                  <Muted>Sent {formatStudioDate(interest.created_at, props.timeZone)}</Muted>
                </td>
                <td data-label="Client">
                  <ClientLink to={`/dashboard/clients/${encodeURIComponent(interest.client_id)}`}>
                    {label}
                  </ClientLink>
                  {interest.client_email && <Muted>{interest.client_email}</Muted>}
                </td>
                <td data-label="Category">
                  {bookingInterestCategoryLabels[interest.category]}
                  {interest.client_notes && <Muted>{interest.client_notes}</Muted>}
                </td>
                <td data-label="Preferred Time">{formatTimeOfDay(interest.preferred_time)}</td>
                <td data-label="Instagram">
                  {instagram ? (
                    <a href={instagram} target="_blank" rel="noopener noreferrer">
                      @{interest.instagram_handle?.replace(/^@+/, '')}
                    </a>
                  ) : (
                    <Muted as="span">Not provided</Muted>
                  )}
                </td>
                <td data-label="Status">
                  <BookingInterestStatusBadge status={interest.status} />
                </td>
                <td data-label="Actions">
                  {props.canMove === false ? (
                    <Muted as="span">View only</Muted>
                  ) : (
                    <InterestActions
                      status={interest.status}
                      clientLabel={label}
                      busy={props.busyId === interest.id}
                      onMove={(to) => props.onMove(interest, to)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
