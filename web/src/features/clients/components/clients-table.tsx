import styled from '@emotion/styled';
import type { TimeZone } from '@studio/domain';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, TableScroll } from '../../../components/data-table.tsx';
import { LoyaltyTierBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientName, clientPath, lastVisitText } from '../utils/client-display.ts';

const NameLink = styled(Link)(({ theme }) => ({
  fontWeight: 600,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
}));

const Points = styled.span(({ theme }) => ({
  marginLeft: 6,
  color: theme.colors.muted,
  fontSize: '0.85rem',
}));

/**
 * Name, Email, Phone, Bookings, Loyalty (tier and points), Last Visit (spec §2). A click
 * anywhere on the row opens the client; the name is a real link for keyboards and new tabs.
 */
export function ClientsTable(props: { clients: readonly Doc<'profiles'>[]; timeZone: TimeZone }) {
  const navigate = useNavigate();
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Clients">
      <DataTable stacked>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Bookings</th>
            <th scope="col">Loyalty</th>
            <th scope="col">Last Visit</th>
          </tr>
        </thead>
        <tbody>
          {props.clients.map((client) => (
            <tr key={client.id} data-clickable="" onClick={() => navigate(clientPath(client.id))}>
              <td data-label="Name">
                <NameLink to={clientPath(client.id)} onClick={(event) => event.stopPropagation()}>
                  {clientName(client)}
                </NameLink>
              </td>
              <td data-label="Email">{client.email ?? '—'}</td>
              <td data-label="Phone">{client.phone ?? '—'}</td>
              <td data-label="Bookings">{client.total_bookings}</td>
              <td data-label="Loyalty" style={{ whiteSpace: 'nowrap' }}>
                <LoyaltyTierBadge tier={client.loyalty_tier} />
                <Points>{client.loyalty_points.toLocaleString('en-US')} pts</Points>
              </td>
              <td data-label="Last Visit">{lastVisitText(client.last_visit, props.timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
