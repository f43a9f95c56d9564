// A shop order placed or changed re-derives the report day it was placed on (report-days.ts): the
// day rollup keeps each day's orders by status, for the Reports screen's shop figures.
import { collections, orderSchema } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { keptFields, retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite } from './report-days.ts';

const reportFields = ['status', 'total_cents', 'created_at'] as const;

const decodes = (data: Record<string, unknown> | undefined) => orderSchema.safeParse(data).success;

export const onOrderWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.orders}/{orderId}`),
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (keptFields(before, after, reportFields) && decodes(before) === decodes(after)) return;
    await rederiveDaysOfWrite(db, before, after, 'created_at');
  },
);
