// Any blocked time created, moved or removed republishes the wizard's reason-free copy
// (public_availability/blocked_dates). A change of the reason alone changes nothing public.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { keptFields, retriedTrigger } from '../shared/triggers.ts';
import { publishBlockedDates } from './publish-blocked-dates.ts';

export const onBlockedTimeSlotWritten = onDocumentWritten(
  retriedTrigger(`${collections.blockedTimeSlots}/{slotId}`),
  async (event) => {
    if (keptFields(event.data?.before.data(), event.data?.after.data(), ['start_datetime', 'end_datetime']))
      return;
    await publishBlockedDates(db);
  },
);
