import styled from '@emotion/styled';
import type { TimeZone } from '@studio/domain';
import { Link, useNavigate } from 'react-router-dom';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import { LoyaltyTierBadge } from '../../../components/status-badge.tsx';
import { clientPath } from '../../../entities/client/model/client-path.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientName, lastVisitText } from '../utils/client-display.ts';

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
  const columns: Column<Doc<'profiles'>>[] = [
    {
      label: 'Name',
      cell: (client) => (
        <NameLink to={clientPath(client.id)} onClick={(event) => event.stopPropagation()}>
          {clientName(client)}
        </NameLink>
      ),
    },
    { label: 'Email', cell: (client) => client.email ?? '—' },
    { label: 'Phone', cell: (client) => client.phone ?? '—' },
    { label: 'Bookings', cell: (client) => client.total_bookings },
    {
      label: 'Loyalty',
      nowrap: true,
      cell: (client) => (
        <>
          <LoyaltyTierBadge tier={client.loyalty_tier} />
          <Points>{client.loyalty_points.toLocaleString('en-US')} pts</Points>
        </>
      ),
    },
    { label: 'Last Visit', cell: (client) => lastVisitText(client.last_visit, props.timeZone) },
  ];
  return (
    <ColumnTable
      label="Clients"
      columns={columns}
      rows={props.clients}
      onRowClick={(client) => navigate(clientPath(client.id))}
    />
  );
}
