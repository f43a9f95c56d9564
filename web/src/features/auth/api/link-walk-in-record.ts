import { type LinkWalkInRecordAnswer, linkWalkInRecordFunction } from '@studio/domain';
import type { User } from 'firebase/auth';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Asks linkWalkInRecord to join the walk-in record staff made with her e-mail to her account
 * (functions/src/clients/link-walk-in-record.ts). Only a client with a verified e-mail asks: the
 * function refuses anyone else. The ID token is refreshed first, so it says the e-mail is
 * verified. Answers whether a record joined; a failure is logged, never shown (she may ask the
 * studio, and the next sign-in asks again).
 */
export async function linkWalkInRecord(user: User): Promise<boolean> {
  try {
    if (!user.emailVerified) return false;
    const { claims } = await user.getIdTokenResult(true);
    if (claims.role !== 'client') return false;
    const data = await callFunction<Record<string, never>, LinkWalkInRecordAnswer>(
      linkWalkInRecordFunction,
      {},
    );
    return data.linkedClientId !== null;
  } catch (error) {
    console.error('Could not link a walk-in record to this account', error);
    return false;
  }
}
