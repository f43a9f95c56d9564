/** A client's record in the dashboard (the Clients screen, and links to it from other screens). */
export function clientPath(clientId: string): string {
  return `/dashboard/clients/${encodeURIComponent(clientId)}`;
}
