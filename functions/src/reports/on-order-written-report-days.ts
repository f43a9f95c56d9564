// A shop order placed or changed re-derives the report day it was placed on (report-days.ts): the
// day rollup keeps each day's orders by status, for the Reports screen's shop figures.
import { collections, orderSchema } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite, type WatchedDocument } from './report-days.ts';

const order: WatchedDocument = {
  dayField: 'created_at',
  fields: ['status', 'total_cents', 'created_at'],
  schema: orderSchema,
};

export const onOrderWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.orders}/{orderId}`),
  (event) => rederiveDaysOfWrite(db, event.data?.before.data(), event.data?.after.data(), order),
);
