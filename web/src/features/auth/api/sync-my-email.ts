import type { User } from 'firebase/auth';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Asks syncMyEmail (functions/src/clients/sync-my-email.ts) to copy her verified sign-in e-mail
 * to her profile, so the clients list, exports and later messages use it (issue 29 item 4). Asked
 * right after she signs in or opens a verification link, not only when her dashboard next opens
 * (the dashboard still asks, for a change made on another device). The function reads the address
 * from Firebase Auth, so only a verified one is worth the call; a failure is logged, never shown
 * (the next sign-in or dashboard visit asks again).
 */
export async function syncMyEmail(user: User): Promise<void> {
  try {
    if (!user.emailVerified || !user.email) return;
    // Refreshed first, so the call is made with the token of the address just verified.
    const { claims } = await user.getIdTokenResult(true);
    if (claims.role !== 'client') return;
    await callFunction<Record<string, never>, unknown>('syncMyEmail', {});
  } catch (error) {
    console.error('Could not bring her profile e-mail up to date', error);
  }
}
