// Any blocked time created, moved or removed republishes the wizard's reason-free copy
// (public_availability/blocked_dates). A change of the reason alone changes nothing public.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { publishBlockedDates } from './publish-blocked-dates.ts';

type Data = Record<string, unknown> | undefined;

function millis(value: unknown): unknown {
  return value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis(): number }).toMillis()
    : value;
}

function sameTimes(before: Data, after: Data): boolean {
  if (!before || !after) return false;
  return (['start_datetime', 'end_datetime'] as const).every(
    (key) => millis(before[key]) === millis(after[key]),
  );
}

export const onBlockedTimeSlotWritten = onDocumentWritten(
  retriedTrigger(`${collections.blockedTimeSlots}/{slotId}`),
  async (event) => {
    if (sameTimes(event.data?.before.data(), event.data?.after.data())) return;
    await publishBlockedDates(db);
  },
);
