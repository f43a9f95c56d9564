/**
 * A public query's description (public-query.ts) made into either SDK's query. Its own module so
 * that it loads with the chunks that read (lite-firebase.ts, live-firebase.tsx), not the first load.
 */
import type { PublicQuery } from './public-query.ts';

/** The query-building functions firebase/firestore and firebase/firestore/lite share. */
export interface QueryFunctions<Q, C> {
  query(base: Q, ...constraints: C[]): Q;
  where(field: string, op: '==', value: unknown): C;
  orderBy(field: string, direction: 'asc' | 'desc'): C;
  limit(max: number): C;
}

/** The SDK query of a description, from its collection reference (converter attached or not). */
export function sdkQuery<Q, C>(description: PublicQuery, base: Q, sdk: QueryFunctions<Q, C>): Q {
  const constraints = (description.where ?? []).map(([field, op, value]) => sdk.where(field, op, value));
  if (description.orderBy) constraints.push(sdk.orderBy(...description.orderBy));
  if (description.limit !== undefined) constraints.push(sdk.limit(description.limit));
  return sdk.query(base, ...constraints);
}
