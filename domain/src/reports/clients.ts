// Rebooking and new against returning clients (issue 33), from the day rollups' client entries.
import type { ReportDay } from './report-day.ts';
import type { ReportInput } from './report-input.ts';
import { shareOf } from './report-input.ts';

export interface RebookingFigures {
  weeks: number;
  /** Clients with a completed visit in the period. */
  clients: number;
  /** Of them, those with another booking (not cancelled) starting within `weeks` after one. */
  rebooked: number;
  rate: number | null;
}

const byDate = (a: ReportDay, b: ReportDay) => a.date.localeCompare(b.date);

/**
 * The share of the period's clients with a completed visit who have a later booking, not
 * cancelled, starting within `weeks` of such a visit. For a recent period the window is still
 * open: the rate counts what is booked so far.
 *
 * A day keeps, per client, the first and last start of her visits and of her bookings, which is
 * enough to be exact: on a later day the closest pair is her last visit before it and the first
 * booking that day; within one day, a booking after her first visit (less than a day on, inside
 * any window of at least a week: the setting's least).
 */
export function rebookingFigures(
  input: Pick<ReportInput, 'rebookWeeks'>,
  inPeriod: readonly ReportDay[],
  all: readonly ReportDay[],
): RebookingFigures {
  const windowMs = input.rebookWeeks * 7 * 86_400_000;
  const periodDates = new Set(inPeriod.map((day) => day.date));
  const visited = new Set(
    inPeriod.flatMap((day) => day.clients.filter((c) => c.first_visit_ms !== null).map((c) => c.client_id)),
  );
  const lastVisit = new Map<string, number>();
  const rebooked = new Set<string>();
  for (const day of [...all].sort(byDate)) {
    for (const client of day.clients) {
      const id = client.client_id;
      if (!visited.has(id) || rebooked.has(id)) continue;
      const before = lastVisit.get(id);
      if (before !== undefined && client.first_booked_ms - before <= windowMs) rebooked.add(id);
      if (!periodDates.has(day.date) || client.first_visit_ms === null || client.last_visit_ms === null)
        continue;
      if (client.last_booked_ms > client.first_visit_ms) rebooked.add(id);
      lastVisit.set(id, client.last_visit_ms);
    }
  }
  return {
    weeks: input.rebookWeeks,
    clients: visited.size,
    rebooked: rebooked.size,
    rate: shareOf(rebooked.size, visited.size),
  };
}

export interface ClientMix {
  /** Clients with a booking in the period (not cancelled) and no completed visit before it. */
  newClients: number;
  /** Those with a completed visit before the period. */
  returningClients: number;
}

/** The clients with a booking in the period that was not cancelled (a day lists only those). */
export function periodClientIds(inPeriod: readonly ReportDay[]): Set<string> {
  return new Set(inPeriod.flatMap((day) => day.clients.map((c) => c.client_id)));
}

export function clientMix(
  input: Pick<ReportInput, 'returningClientIds'>,
  inPeriod: readonly ReportDay[],
): ClientMix {
  const clients = periodClientIds(inPeriod);
  let returningClients = 0;
  for (const id of clients) if (input.returningClientIds.has(id)) returningClients += 1;
  return { newClients: clients.size - returningClients, returningClients };
}
