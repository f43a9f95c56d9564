// A service renamed: every booking of it shows the new name.
import { collections } from '@studio/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { syncServiceName } from './names.ts';

export const onServiceUpdated = onDocumentUpdated(
  retriedTrigger(`${collections.services}/{serviceId}`),
  async (event) => {
    if (event.data?.before.get('name') === event.data?.after.get('name')) return;
    await syncServiceName(db, event.params.serviceId);
  },
);
