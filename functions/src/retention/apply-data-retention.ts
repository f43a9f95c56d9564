// applyDataRetention: every night, the records older than data_retention_months are deleted or
// anonymised (data-retention.ts). Idempotent: a rerun finds nothing left to do for the same day.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../shared/admin.ts';
import { applyRetention, planRetention } from './data-retention.ts';

export const applyDataRetention = onSchedule({ schedule: 'every day 03:30', retryCount: 2 }, async () => {
  const counts = await applyRetention(db, await planRetention(db, new Date()));
  logger.info('Data retention applied', counts);
});
