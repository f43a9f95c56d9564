// listBookableMembers: who a client may pick on /book (issue 32), by display name and the
// services she does; nothing else of a staff profile (hours, time off) leaves the server.
import { type ListBookableMembersResponse, listBookableMembersRequestSchema } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { readStudioReference } from './studio-day.ts';

export async function listBookableMembersFor(firestore: Firestore): Promise<ListBookableMembersResponse> {
  const { staff } = await readStudioReference(firestore);
  return {
    members: staff
      .filter((m) => m.bookable)
      .map((m) => ({ id: m.uid, displayName: m.display_name, serviceIds: [...(m.service_ids ?? [])] })),
  };
}

export const listBookableMembers = onCall((request) => {
  decodeRequest(listBookableMembersRequestSchema, request.data ?? {}, 'listBookableMembers takes no input.');
  return listBookableMembersFor(db);
});
