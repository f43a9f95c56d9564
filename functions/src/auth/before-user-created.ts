// A new account becomes a client: its profile, its user_roles document and the custom claim
// role=client are made here, never by the browser. Blocking, so the first ID token already
// carries the claim (the Auth emulator calls blocking functions too).
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { db } from '../shared/admin.ts';
import { createClientDocuments } from './client-profile.ts';

export const createClientOnSignUp = beforeUserCreated(async (event) => {
  const user = event.data;
  if (!user) return;
  await createClientDocuments(db, user);
  return { customClaims: { ...(user.customClaims ?? {}), role: 'client' } };
});
