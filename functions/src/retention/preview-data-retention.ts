// previewDataRetention: the owner's dry run, shown in Settings: how many records the nightly run
// would delete or anonymise today, with the cutoff date. Nothing is changed.
import { noInputSchema, type RetentionCounts } from '@studio/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaff, roleOf } from '../shared/roles.ts';
import { planRetention } from './data-retention.ts';

export const previewDataRetention = onCall(async (request): Promise<RetentionCounts> => {
  if (roleOf(requireStaff(request.auth)) !== 'owner')
    throw new HttpsError('permission-denied', 'Only the owner sees what data retention removes.');
  decodeRequest(noInputSchema, request.data, 'This call takes no input.');
  return (await planRetention(db, new Date())).counts;
});
