// npm run make-owner -- <email>
// Makes an existing account the studio's owner: user_roles/{uid} and the custom claim role=owner.
// Against the emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set
// (project demo-nail-studio unless GCLOUD_PROJECT says otherwise); otherwise against the real
// project with application-default credentials (`gcloud auth application-default login`).
const email = process.argv[2]?.trim();
if (!email?.includes('@')) {
  console.error('Usage: npm run make-owner -- <email>');
  process.exit(2);
}

const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST);
if (Boolean(process.env.FIRESTORE_EMULATOR_HOST) !== Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST)) {
  console.error('Set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither.');
  process.exit(2);
}
const projectId =
  process.env.GCLOUD_PROJECT ??
  process.env.GOOGLE_CLOUD_PROJECT ??
  (emulated ? 'demo-nail-studio' : undefined);
// The SDKs load only once the arguments are known good: a usage error answers at once, and an
// unknown e-mail never loads Firestore.
const { applicationDefault, initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const app = emulated
  ? initializeApp({ projectId })
  : initializeApp({ credential: applicationDefault(), projectId });
const auth = getAuth(app);

/** A request cut off on its way (a busy machine, a server closing an idle connection). */
const droppedConnection = (error: unknown) =>
  /\b(EPIPE|ECONNRESET|ETIMEDOUT|socket hang up)\b/.test(String((error as Error)?.message ?? error));

/** Runs `step` again, up to three tries in all, while its connection is dropped: every step is idempotent. */
async function retried<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 3 || !droppedConnection(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

try {
  const user = await retried(() => auth.getUserByEmail(email));
  const { getFirestore } = await import('firebase-admin/firestore');
  const { assignRole } = await import('../functions/src/auth/assign-role.ts');
  await retried(() => assignRole(getFirestore(app), auth, user.uid, 'owner'));
  console.log(
    `${email} (${user.uid}) is now an owner${emulated ? ' (emulators)' : ''}. Sign out and in again to refresh the token.`,
  );
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'auth/user-not-found') {
    console.error(`No account with e-mail ${email}: sign up in the app first, then run this again.`);
  } else {
    console.error(`Could not make ${email} an owner: ${(error as Error).message}`);
  }
  process.exit(1);
}
