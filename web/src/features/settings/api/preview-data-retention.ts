import type { RetentionCounts } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/** The owner's dry run (functions/src/retention/preview-data-retention.ts): counts, nothing changed. */
export async function previewDataRetention(): Promise<RetentionCounts> {
  return callFunction<void, RetentionCounts>('previewDataRetention', undefined);
}
