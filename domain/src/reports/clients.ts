// Rebooking and new against returning clients (issue 33).
import type { ReportBooking, ReportInput } from './report-input.ts';
import { shareOf } from './report-input.ts';

export interface RebookingFigures {
  weeks: number;
  /** Clients with a completed visit in the period. */
  clients: number;
  /** Of them, those with another booking (not cancelled) starting within `weeks` after one. */
  rebooked: number;
  rate: number | null;
}

/**
 * The share of the period's clients with a completed visit who have a later booking, not
 * cancelled, starting within `weeks` of such a visit. For a recent period the window is still
 * open: the rate counts what is booked so far.
 */
export function rebookingFigures(
  input: Pick<ReportInput, 'rebookWeeks'>,
  inPeriod: readonly ReportBooking[],
  all: readonly ReportBooking[],
): RebookingFigures {
  const windowMs = input.rebookWeeks * 7 * 86_400_000;
  const visitsOf = new Map<string, ReportBooking[]>();
  for (const booking of inPeriod)
    if (booking.status === 'completed')
      visitsOf.set(booking.client_id, [...(visitsOf.get(booking.client_id) ?? []), booking]);
  let rebooked = 0;
  for (const [clientId, visits] of visitsOf) {
    const later = all.filter((b) => b.client_id === clientId && b.status !== 'cancelled');
    const again = visits.some((visit) =>
      later.some((next) => {
        const gap = next.scheduled_at.getTime() - visit.scheduled_at.getTime();
        return next.id !== visit.id && gap > 0 && gap <= windowMs;
      }),
    );
    if (again) rebooked += 1;
  }
  return {
    weeks: input.rebookWeeks,
    clients: visitsOf.size,
    rebooked,
    rate: shareOf(rebooked, visitsOf.size),
  };
}

export interface ClientMix {
  /** Clients with a booking in the period (not cancelled) and no completed visit before it. */
  newClients: number;
  /** Those with a completed visit before the period. */
  returningClients: number;
}

export function clientMix(
  input: Pick<ReportInput, 'returningClientIds'>,
  inPeriod: readonly ReportBooking[],
): ClientMix {
  const clients = new Set(inPeriod.filter((b) => b.status !== 'cancelled').map((b) => b.client_id));
  let returningClients = 0;
  for (const id of clients) if (input.returningClientIds.has(id)) returningClients += 1;
  return { newClients: clients.size - returningClients, returningClients };
}
