// A shop order placed or changed re-derives the report day it was placed on (report-days.ts): the
// day rollup keeps each day's orders by status, for the Reports screen's shop figures.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite, watchedOrders } from './report-days.ts';

export const onOrderWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.orders}/{orderId}`),
  (event) => rederiveDaysOfWrite(db, event.data?.before.data(), event.data?.after.data(), watchedOrders),
);
