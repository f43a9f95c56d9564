import type { RetentionCounts } from '@studio/domain';
import { loadFunctions } from '../../../lib/firebase/index.ts';

/** The owner's dry run (functions/src/retention/preview-data-retention.ts): counts, nothing changed. */
export async function previewDataRetention(): Promise<RetentionCounts> {
  const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('firebase/functions')]);
  const { data } = await httpsCallable<void, RetentionCounts>(functions, 'previewDataRetention')();
  return data;
}
