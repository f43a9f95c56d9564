import { collections, type WaitlistChoice, waitlistChoiceSchema } from '@studio/domain';
import { addDoc, collection, type Firestore, serverTimestamp } from 'firebase/firestore';

/**
 * She waits for a time on a full day (issue 15): her own entry, the server's time as when she
 * joined (the order the studio tells the waiting clients in). The rules check the same fields.
 */
export async function joinWaitlist(db: Firestore, clientId: string, choice: WaitlistChoice): Promise<string> {
  const checked = waitlistChoiceSchema.parse(choice);
  const ref = await addDoc(collection(db, collections.waitlistEntries), {
    client_id: clientId,
    date: checked.date,
    category: checked.category,
    earliest_time: checked.earliestTime,
    latest_time: checked.latestTime,
    created_at: serverTimestamp(),
  });
  return ref.id;
}
