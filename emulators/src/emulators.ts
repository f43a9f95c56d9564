// The emulators one `npm run emulators` starts, composed in one process. Firestore starts first so
// that storage rules' firestore.get()/exists() read its engine directly; Storage alone falls back
// to FIRESTORE_EMULATOR_HOST (storage-service/server.ts). Services are imported when started, so that the
// CLI can turn on Node's compile cache before any of them loads.
import type { FirestoreService } from './firestore/server.ts';
import type { RunningService, ServiceOptions } from './service.ts';

export const SERVICES = ['firestore', 'storage'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Starts `names` (Firestore first), pushing each onto `running` as soon as it is up, so that a
 * caller can stop what started when a later one fails.
 */
export async function startEmulators(
  names: readonly ServiceName[],
  optionsFor: (name: ServiceName) => ServiceOptions,
  running: RunningService[] = [],
): Promise<RunningService[]> {
  let firestore: FirestoreService | undefined;
  if (names.includes('firestore')) {
    const { start } = await import('./firestore/server.ts');
    firestore = await start(optionsFor('firestore'));
    running.push(firestore);
  }
  if (names.includes('storage')) {
    const { start } = await import('./storage-service/server.ts');
    const { firestoreInProcess } = await import('./storage-service/firestore-reader.ts');
    const options = optionsFor('storage');
    const reader = firestore
      ? { firestore: firestoreInProcess(firestore.engine, options.defaultProjectId) }
      : {};
    running.push(await start({ ...options, ...reader }));
  }
  return running;
}
