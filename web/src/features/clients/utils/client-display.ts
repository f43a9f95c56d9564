import { formatStudioDate, type TimeZone } from '@studio/domain';

/** The Last Visit column and summary: 'Never' without a completed visit (spec §2). */
export function lastVisitText(lastVisit: Date | null, timeZone: TimeZone): string {
  return lastVisit ? formatStudioDate(lastVisit, timeZone) : 'Never';
}

/** How a client is named on screen: full name, else e-mail, else a neutral word. */
export function clientName(client: { full_name: string | null; email: string | null }): string {
  return client.full_name?.trim() || client.email?.trim() || 'Unnamed client';
}
