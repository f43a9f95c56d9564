import styled from '@emotion/styled';
import { clientCancellationProblem } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** What decides whether she may cancel online, from the public settings. */
export interface CancellationPolicy {
  windowHours: number;
  /** The studio's Instagram username for a direct message; empty when it has none. */
  instagram: string;
  /** The studio's e-mail, the fallback way to write when there is no Instagram. */
  email: string;
}

const Closed = styled.span(({ theme }) => ({
  flexBasis: '100%',
  color: theme.colors.muted,
  fontSize: '0.85rem',
}));

/** Where she writes to the studio: an Instagram direct message, else an e-mail. */
export function studioMessageLink(policy: CancellationPolicy): { href: string; label: string } | null {
  if (policy.instagram)
    return {
      href: `https://ig.me/m/${encodeURIComponent(policy.instagram)}`,
      label: 'Message us on Instagram',
    };
  if (policy.email) return { href: `mailto:${policy.email}`, label: 'E-mail the studio' };
  return null;
}

/**
 * Cancel for an appointment she may still cancel; inside the window, why not (the same words the
 * server refuses with) and a link to message the studio instead.
 */
export function AppointmentCancel(props: {
  booking: Doc<'bookings'>;
  clientId: string;
  now: Date;
  policy: CancellationPolicy;
  onCancel: (booking: Doc<'bookings'>) => void;
}) {
  const problem = clientCancellationProblem(
    props.booking,
    props.clientId,
    props.now,
    props.policy.windowHours,
  );
  const service = props.booking.service_name ?? 'appointment';
  if (!problem)
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Cancel appointment: ${service}`}
        onClick={() => props.onCancel(props.booking)}
      >
        Cancel appointment
      </Button>
    );
  const link = studioMessageLink(props.policy);
  return (
    <Closed>
      {problem}{' '}
      {link && (
        <a href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </a>
      )}
    </Closed>
  );
}
