import { type WaitlistChoice, waitlistChoiceSchema } from '@studio/domain';
import { loadFunctions } from '../../../lib/firebase/index.ts';

/**
 * She waits for a time on a full day (issue 15) through the joinWaitlist callable (issue 30: the
 * server counts her days and allows one entry per day; the rules refuse a browser's create). The
 * server's time is when she joined, the order the studio tells the waiting clients in.
 */
export async function joinWaitlist(choice: WaitlistChoice): Promise<string> {
  const checked = waitlistChoiceSchema.parse(choice);
  const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('firebase/functions')]);
  const { data } = await httpsCallable<WaitlistChoice, { entryId: string }>(
    functions,
    'joinWaitlist',
  )(checked);
  return data.entryId;
}
