import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ toasts: [] as string[], requests: [] as string[] }));

vi.mock('../../../utils/toast.tsx', () => ({
  notify: {
    success: (title: string, description?: string) =>
      calls.toasts.push(`success: ${title}${description ? ` — ${description}` : ''}`),
    error: (title: string, description?: string) =>
      calls.toasts.push(`error: ${title}${description ? ` — ${description}` : ''}`),
  },
}));

vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => {
    calls.requests.push(`signIn ${email}`);
    if (email === 'wrong@studio.test')
      throw Object.assign(new Error('x'), { code: 'auth/invalid-credential' });
    if (email === 'two-step@studio.test')
      throw Object.assign(new Error('x'), { code: 'auth/multi-factor-auth-required' });
    return { user: { uid: 'u1' } };
  }),
  createUserWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string) => {
    calls.requests.push(`signUp ${email}`);
    if (email === 'taken@studio.test')
      throw Object.assign(new Error('x'), { code: 'auth/email-already-in-use' });
    return { user: { uid: 'u2' } };
  }),
  updateProfile: vi.fn(async (_user: unknown, profile: { displayName: string }) => {
    calls.requests.push(`updateProfile ${profile.displayName}`);
  }),
  sendEmailVerification: vi.fn(async (user: { uid: string }) => {
    calls.requests.push(`sendEmailVerification ${user.uid}`);
  }),
}));

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  updateDoc: vi.fn(async (path: string, data: Record<string, unknown>) => {
    calls.requests.push(`updateDoc ${path} ${JSON.stringify(data)}`);
  }),
}));

const { signInWithToasts, signUpWithToasts } = await import('../components/sign-in-feedback.ts');
const { signInSchema, signUpSchema } = await import('@studio/domain/auth/validation');

const auth = {} as Auth;
const db = {} as Firestore;

/** A valid sign-up; each test changes only what it is about. */
const jane = {
  fullName: 'Jane Doe',
  email: 'jane@studio.test',
  password: 'secret1',
  confirmPassword: 'secret1',
};
// The forms hand over their schema's output (useSchemaForm); their refusals, where nothing is sent,
// are screen tests (__screens__/auth-refusals.test.tsx).
const signIn = (changes: { email?: string; password?: string }) =>
  signInWithToasts(auth, signInSchema.parse({ email: jane.email, password: jane.password, ...changes }));
const signUp = (changes: Partial<typeof jane>) =>
  signUpWithToasts(auth, db, signUpSchema.parse({ ...jane, ...changes }));

beforeEach(() => {
  calls.toasts.length = 0;
  calls.requests.length = 0;
});

describe('sign in', () => {
  it('welcomes back on success', async () => {
    expect(await signIn({})).toBe(true);
    expect(calls.toasts).toEqual(['success: Welcome back!']);
  });

  it('hands an account with two-step verification to the code step, without a toast', async () => {
    const challenged: unknown[] = [];
    expect(
      await signInWithToasts(auth, { email: 'two-step@studio.test', password: 'secret1' }, (error) =>
        challenged.push(error),
      ),
    ).toBe(false);
    expect(challenged).toEqual([expect.objectContaining({ code: 'auth/multi-factor-auth-required' })]);
    expect(calls.toasts).toEqual([]);
  });

  it('explains a wrong password in plain words', async () => {
    expect(await signIn({ email: 'wrong@studio.test' })).toBe(false);
    expect(calls.toasts).toEqual(['error: Sign in failed — Incorrect email or password. Please try again.']);
  });
});

describe('sign up', () => {
  it('creates the account, saves the full name on the account and the profile, sends the link', async () => {
    expect(await signUp({ fullName: '  Jane Doe ' })).toBe(true);
    expect(calls.requests).toEqual([
      'signUp jane@studio.test',
      'updateProfile Jane Doe',
      'updateDoc profiles/u2 {"full_name":"Jane Doe"}',
      'sendEmailVerification u2',
    ]);
    expect(calls.toasts).toEqual([
      'success: Account created successfully! — We sent a link to jane@studio.test: open it to verify your e-mail address.',
    ]);
  });

  it('explains a taken e-mail', async () => {
    expect(await signUp({ email: 'taken@studio.test' })).toBe(false);
    expect(calls.toasts[0]).toMatch(/^error: Sign up failed — An account with this email already exists/);
  });
});
