import { matchesClientSearch, type Profile } from '@studio/domain';

/** The rows the Clients list shows: clients only (staff left out), matching the search. */
export function visibleClients<P extends Pick<Profile, 'full_name' | 'email' | 'phone'> & { id: string }>(
  profiles: readonly P[],
  staffIds: ReadonlySet<string>,
  search: string,
): P[] {
  return profiles.filter((p) => !staffIds.has(p.id) && matchesClientSearch(p, search));
}
