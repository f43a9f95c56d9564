// Seeds the demo studio into a running local stack, the way the data would come to exist in
// production: accounts are signed up through the web SDK (so the beforeUserCreated function makes
// their profiles and client roles), the owner is made with make-owner's code, the assistant by the
// owner through the setUserRole callable, and the studio's content is written with firebase-admin.
//
// Run by seed.ts as its own process, with the stack's emulator variables in its environment, so
// that firebase-admin's emulator settings never leak into the process that starts the stack.
import { buildDemoData, type DemoData } from '@studio/domain/demo/data';
import { type DemoUids, type DemoUserKey, demoUsers } from '@studio/domain/demo/users';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type User,
  updateProfile,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { assignRole } from '../../functions/src/auth/assign-role.ts';

// Declared before the top-level awaits below use it (a const is unusable until its line runs).
const NETWORK_FAILURES = new Set([
  'auth/network-request-failed',
  'functions/deadline-exceeded',
  'functions/unavailable',
]);

const projectId = requiredEnv('GCLOUD_PROJECT');
const [authHost, authPort] = hostAndPort(requiredEnv('FIREBASE_AUTH_EMULATOR_HOST'));
const [functionsHost, functionsPort] = hostAndPort(requiredEnv('FUNCTIONS_EMULATOR_HOST'));
requiredEnv('FIRESTORE_EMULATOR_HOST');

const webApp = initializeApp({ apiKey: 'demo-api-key', projectId }, 'seed');
const webAuth = getAuth(webApp);
connectAuthEmulator(webAuth, `http://${authHost}:${authPort}`, { disableWarnings: true });
const webFunctions = getFunctions(webApp);
connectFunctionsEmulator(webFunctions, functionsHost, functionsPort);

const admin = initializeAdmin({ projectId }, 'seed-admin');
const adminDb = getAdminFirestore(admin);
const adminAuth = getAdminAuth(admin);

const uids = await signUpDemoUsers();
// The demo clients have verified their e-mail (as a real client does from the link sent at
// sign-up): the studio sends messages only to a verified address (docs/messages.md).
await Promise.all(
  demoUsers
    .filter((user) => user.role === 'client')
    .map((user) => adminAuth.updateUser(uids[user.key], { emailVerified: true })),
);
await assignRole(adminDb, adminAuth, uids.owner, 'owner');
await asOwnerMakeAssistant(uids);
const count = await writeStudioContent(buildDemoData({ now: new Date(), uids }));
console.log(`Demo data seeded: ${demoUsers.length} accounts, ${count} documents.`);
// Ends by closing what it opened, not by process.exit(): exiting while V8 compiles in the background
// can deadlock Node (the exit joins compiler threads that wait for a garbage collection only the
// exiting thread could run; seen once in CI). seed.ts stops a seeding that prints its line above
// and then fails to end.
await Promise.all([deleteApp(webApp), deleteAdminApp(admin)]);

/** Each demo account signs up like a visitor on the site; the sign-up function does the rest. */
async function signUpDemoUsers(): Promise<DemoUids> {
  const entries: [DemoUserKey, string][] = [];
  for (const user of demoUsers) {
    const account = await signUp(user.email, user.password);
    await updateProfile(account, { displayName: user.full_name });
    entries.push([user.key, account.uid]);
    await signOut(webAuth);
  }
  return Object.fromEntries(entries) as DemoUids;
}

/**
 * A sign-up waits for the beforeUserCreated function; on a loaded machine its cold start can
 * outlast the web SDK's timeout, which then reports auth/network-request-failed although the
 * account may have been made. So: try again, and an account that exists by then is signed in.
 */
async function signUp(email: string, password: string): Promise<User> {
  try {
    return await againOnNetworkFailure(async () => {
      try {
        return (await createUserWithEmailAndPassword(webAuth, email, password)).user;
      } catch (error) {
        if (codeOf(error) !== 'auth/email-already-in-use') throw error;
        return (await signInWithEmailAndPassword(webAuth, email, password)).user;
      }
    });
  } catch (error) {
    throw new Error(`Could not sign up ${email}: ${(error as Error).message}`);
  }
}

async function asOwnerMakeAssistant(uids: DemoUids): Promise<void> {
  const owner = demoUsers.find((u) => u.key === 'owner');
  if (!owner) throw new Error('The demo data has no owner.');
  const { user } = await againOnNetworkFailure(() =>
    signInWithEmailAndPassword(webAuth, owner.email, owner.password),
  );
  await user.getIdToken(true); // the role claim was set after this account signed up
  // Setting a role is idempotent, so a call that timed out on our side may be made again.
  await againOnNetworkFailure(() =>
    httpsCallable(webFunctions, 'setUserRole')({ uid: uids.assistant, role: 'assistant' }),
  );
  await signOut(webAuth);
}

/** Runs `operation` up to three times while it fails the way a slow emulator makes it fail. */
async function againOnNetworkFailure<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= 3 || !NETWORK_FAILURES.has(codeOf(error))) throw error;
      console.warn(`seed: ${codeOf(error)}, trying again (attempt ${attempt + 1} of 3)`);
    }
  }
}

function codeOf(error: unknown): string {
  return String((error as { code?: unknown }).code ?? '');
}

/**
 * Everything but the roles (already set through the functions above). Profiles are merged into
 * the ones the sign-up function created; bookings reach the loyalty and name functions as they
 * would in production.
 */
async function writeStudioContent(data: DemoData): Promise<number> {
  const writer = adminDb.bulkWriter();
  let count = 0;
  for (const [kind, docs] of Object.entries(data.documents)) {
    if (kind === 'userRoles') continue;
    for (const { path, data: fields } of docs) {
      void writer.set(adminDb.doc(path), fields as Record<string, unknown>, { merge: kind === 'profiles' });
      count += 1;
    }
  }
  await writer.close();
  return count;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the seed through the stack (npm start).`);
  return value;
}

function hostAndPort(value: string): [string, number] {
  const separator = value.lastIndexOf(':');
  return [value.slice(0, separator), Number(value.slice(separator + 1))];
}
