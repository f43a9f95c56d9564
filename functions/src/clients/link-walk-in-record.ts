// A client whose e-mail is verified asks for the walk-in record staff made with that e-mail: it
// joins her account (her history, notes and photos). Only once verified: anyone can sign up with
// any address, and the record's bookings and notes belong to the person who owns it. The browser
// calls this after she opens the verification link, and after a sign-in with a verified address.
import { type LinkWalkInRecordAnswer, noInputSchema, unverifiedEmailMessage } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireSignedIn } from '../shared/roles.ts';
import { linkWalkInClient } from './link-walk-in.ts';

export const linkWalkInRecord = onCall(async (request): Promise<LinkWalkInRecordAnswer> => {
  const caller = requireSignedIn(request.auth);
  decodeRequest(noInputSchema, request.data, 'This call takes no input.');
  const { email, email_verified: verified } = caller.token;
  if (typeof email !== 'string' || !email) return { linkedClientId: null };
  // The ID token says so, signed by Auth: a refreshed token after the link was opened.
  if (verified !== true) throw new HttpsError('failed-precondition', unverifiedEmailMessage);
  const linkedClientId = await linkWalkInClient(db, caller.uid, email);
  if (linkedClientId) logger.info(`Walk-in record ${linkedClientId} joined account ${caller.uid}`);
  return { linkedClientId };
});
