import styled from '@emotion/styled';
import { instagramProfileUrl } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientName } from '../utils/client-display.ts';
import { SendMessage } from './send-message.tsx';

const Head = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 16,
  marginBottom: 20,
  h1: {
    fontFamily: theme.fonts.heading,
    fontSize: 'clamp(1.5rem, 4vw, 2rem)',
    margin: '0 0 6px',
    overflowWrap: 'anywhere',
  },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 16px',
    color: theme.colors.muted,
    fontSize: '0.9rem',
  },
  li: { overflowWrap: 'anywhere' },
}));

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/**
 * Name, e-mail, phone, Instagram, Send Message and Book Appointment. Book Appointment opens the booking form
 * (`onBook`); without the right to manage bookings it is not shown.
 */
export function ClientHeader({ client, onBook }: { client: Doc<'profiles'>; onBook?: () => void }) {
  const instagram = instagramProfileUrl(client.instagram_handle);
  return (
    <Head>
      <div>
        <h1>{clientName(client)}</h1>
        <ul aria-label="Contact">
          {client.email && (
            <li>
              <a href={`mailto:${client.email}`}>{client.email}</a>
            </li>
          )}
          {client.phone && (
            <li>
              <a href={`tel:${client.phone.replace(/[^0-9+]/g, '')}`}>{client.phone}</a>
            </li>
          )}
          {instagram && (
            <li>
              <a href={instagram} target="_blank" rel="noopener noreferrer">
                @{client.instagram_handle?.replace(/^@+/, '')}
              </a>
            </li>
          )}
        </ul>
      </div>
      <Actions>
        <SendMessage client={client} />
        {onBook && (
          <Button size="sm" onClick={onBook}>
            Book Appointment
          </Button>
        )}
      </Actions>
    </Head>
  );
}
