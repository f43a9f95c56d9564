// listFreeTimes: a visitor's free starts for one day (issue 32), signed in or not. A callable and
// not a public projection: the answer depends on the visit she builds (services, materials,
// add-ons), each member's hours and buffers, and holds that lapse by the minute, so publishing
// it would mean publishing every member's busy time and redoing the module in the browser. Here
// the domain module runs on one day's documents, read with admin rights, and only instants leave:
// never whose or what the other visits are.
import {
  type ListFreeTimesInput,
  type ListFreeTimesResponse,
  listFreeTimesRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import {
  freeStartsOf,
  readDayDocuments,
  readStudioReference,
  readVisitCatalogue,
  requireBookableMember,
  studioDayOf,
} from './studio-day.ts';

export async function listFreeTimesFor(
  firestore: Firestore,
  input: ListFreeTimesInput,
  now: Date,
): Promise<ListFreeTimesResponse> {
  const [reference, visit] = await Promise.all([
    readStudioReference(firestore),
    readVisitCatalogue(firestore, input),
  ]);
  requireBookableMember(reference, input.staffId);
  const documents = await readDayDocuments(firestore, input.date, reference);
  const day = studioDayOf(input.date, reference, visit, documents, now, input.visitorToken);
  return { date: input.date, starts: freeStartsOf(day, visit.visit, input.staffId) };
}

export const listFreeTimes = onCall(async (request) => {
  const input = decodeRequest(listFreeTimesRequestSchema, request.data);
  return listFreeTimesFor(db, input, new Date());
});
