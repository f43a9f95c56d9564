// Writing a client's quota document (client_quotas/{clientId}, domain limits/client-quotas.ts)
// so that two transactions counting against it can never both commit: the write carries the
// version read (an update with its update time, or a create), so the second commit fails its
// precondition whatever the database's read tracking does, and the whole transaction runs again
// on what the first one wrote.
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

/** Writes `data` over the quota document read as `read`, only if it is still that version. */
export function writeQuota(tx: Transaction, read: DocumentSnapshot, data: DocumentData): void {
  if (read.exists && read.updateTime) tx.update(read.ref, data, { lastUpdateTime: read.updateTime });
  else tx.create(read.ref, data);
}

/** gRPC codes of a lost race: ALREADY_EXISTS (a create) and FAILED_PRECONDITION (an update). */
const lostRace = (error: unknown) => [6, 9].includes((error as { code?: unknown }).code as number);

/** Runs a quota transaction again (a few times) when another commit came between read and write. */
export async function withQuotaRetries<T>(run: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !lostRace(error)) throw error;
    }
  }
}
