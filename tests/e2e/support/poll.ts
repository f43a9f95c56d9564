// Waiting for the page to settle: the end-to-end files assert on what a person would eventually see.
import { expect } from 'vitest';

/**
 * expect.poll with room for a loaded 2-core machine: its default of one second is shorter than a
 * Firestore snapshot can take to arrive there.
 */
export function poll<T>(probe: () => T | Promise<T>) {
  return expect.poll(probe, { timeout: 45_000, interval: 100 });
}

/**
 * For what a Cloud Function writes (a trigger's derived fields, a callable's result): the
 * Functions emulator loads the functions on their first event, which on a loaded machine has
 * taken over a minute, on top of the snapshot's own delay.
 */
export function pollFunctionResult<T>(probe: () => T | Promise<T>) {
  return expect.poll(probe, { timeout: 180_000, interval: 250 });
}
