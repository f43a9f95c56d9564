// Only an owner changes roles, and the studio always keeps one owner. The caller's role is read
// from user_roles (the stored truth), not from her ID token: a demoted owner keeps an "owner"
// token for up to an hour. The check and the write share one transaction, so two owners
// demoting each other at once cannot both succeed. The web app refreshes the ID token when it
// sees user_roles change. A demotion deletes her calendar feed in the same commit (domain
// roleChangeRevokesFeed), so its address stays dead even when she is promoted again.
import { collections, type Role, roleChangeRevokesFeed, setUserRoleInputSchema } from '@studio/domain';
import type { UserRecord } from 'firebase-admin/auth';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireSignedIn } from '../shared/roles.ts';
import { ownerCount, storedRole } from './stored-roles.ts';

const expected =
  'Expected {uid, role} or {email, role} with a valid uid or e-mail and role owner, assistant or client.';

async function requireStoredOwner(tx: Transaction | null, uid: string): Promise<void> {
  if ((await storedRole(tx, uid)) !== 'owner')
    throw new HttpsError('permission-denied', 'Only an owner may change roles.');
}

/** The account the change is for; Auth's own errors become the callable's words. */
async function findAccount(input: { uid: string } | { email: string }): Promise<UserRecord> {
  try {
    return 'uid' in input ? await auth.getUser(input.uid) : await auth.getUserByEmail(input.email);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found')
      throw new HttpsError('not-found', 'No account with that uid or e-mail.');
    if (code === 'auth/invalid-uid' || code === 'auth/invalid-email')
      throw new HttpsError('invalid-argument', 'Not a valid uid or e-mail.');
    throw error;
  }
}

/** Sets the claim (kept with any other claims) to `role`. */
async function setRoleClaim(account: UserRecord, role: Role | null): Promise<void> {
  const { role: _old, ...others } = account.customClaims ?? {};
  await auth.setCustomUserClaims(account.uid, role ? { ...others, role } : others);
}

/**
 * Checks and writes in one transaction. The claim is set inside it, just before the document is
 * written (a browser that sees the document change refreshes its token and must get the new claim).
 */
async function changeRole(callerUid: string, account: UserRecord, role: Role): Promise<void> {
  let claimSet = false;
  try {
    await db.runTransaction(async (tx) => {
      await requireStoredOwner(tx, callerUid);
      const current = await storedRole(tx, account.uid);
      if (current === 'owner' && role !== 'owner' && (await ownerCount(tx)) <= 1)
        throw new HttpsError('failed-precondition', 'The studio must keep at least one owner.');
      await setRoleClaim(account, role);
      claimSet = true;
      tx.set(db.collection(collections.userRoles).doc(account.uid), { user_id: account.uid, role });
      if (roleChangeRevokesFeed(current, role))
        tx.delete(db.collection(collections.calendarFeeds).doc(account.uid));
    });
  } catch (error) {
    // An earlier attempt of a transaction that finally failed may have set the claim: put it back
    // to what user_roles says.
    if (claimSet) await setRoleClaim(account, await storedRole(null, account.uid));
    throw error;
  }
}

export const setUserRole = onCall(async (request) => {
  const caller = requireSignedIn(request.auth);
  const input = decodeRequest(setUserRoleInputSchema, request.data, expected);
  // Checked before the account is looked up, so nobody else learns which e-mails have accounts.
  await requireStoredOwner(null, caller.uid);
  const account = await findAccount(input);
  await changeRole(caller.uid, account, input.role);
  return { uid: account.uid, role: input.role };
});
