import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { loadFunctions } from '../../../lib/firebase/index.ts';

/**
 * Her profile's e-mail follows her verified sign-in e-mail (issue 29 item 4): the syncMyEmail
 * callable reads the address from Firebase Auth and copies it when it changed. Asked once per
 * address and browser session, from her dashboard (where she lands after changing it).
 */
export async function syncMyEmail(): Promise<void> {
  const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('firebase/functions')]);
  await httpsCallable(functions, 'syncMyEmail')();
}

export function useSyncMyEmail(user: User) {
  useEffect(() => {
    if (!user.emailVerified || !user.email) return;
    const key = `synced-email:${user.uid}:${user.email}`;
    if (sessionStorage.getItem(key)) return;
    // A failure is retried on her next visit; nothing on the page depends on it.
    syncMyEmail().then(
      () => sessionStorage.setItem(key, '1'),
      () => undefined,
    );
  }, [user]);
}
