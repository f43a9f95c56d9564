// /auth's Sign Up and Sign In forms refusing what the domain's rules refuse (spec §2, §8), moved
// here from tests/e2e/auth.test.ts (docs/testing.md): every failed rule is its own error toast (and,
// signing up, under its field), and nothing reaches Firebase Auth. Creating the account, signing
// in and the provider's refusals stay end to end (they need the Auth emulator and the functions).
import { authMessages } from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { AuthSdkContext } from 'reactfire';
import { describe, expect, it } from 'vitest';
import { renderPublicScreen, toastTexts, type UserEvent } from '../../../testing/screens/render-screen.tsx';
import { AuthCard } from '../components/auth-card.tsx';

interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const valid: SignUpFields = {
  fullName: 'Cleo Park',
  email: 'cleo@studio.test',
  password: 'secret-123',
  confirmPassword: 'secret-123',
};

/**
 * A signed-out Auth that notes every use: the Auth SDK's calls (creating an account, signing in)
 * all read the instance they are given, so a form that refuses before calling leaves `touched`
 * empty, where the browser test counted requests to the Auth emulator.
 */
function watchedAuth() {
  const touched: string[] = [];
  let watching = false;
  const auth = new Proxy({ name: '[DEFAULT]', currentUser: null } as unknown as Auth, {
    get(target, key, receiver) {
      if (watching) touched.push(String(key));
      return Reflect.get(target, key, receiver);
    },
  });
  return { auth, touched, watch: () => (watching = true) };
}

/** /auth signed out: the card opens on Sign In. */
async function openAuth() {
  const watched = watchedAuth();
  const { user } = await renderPublicScreen(
    '/auth',
    '/auth',
    <AuthSdkContext.Provider value={watched.auth}>
      <AuthCard />
    </AuthSdkContext.Provider>,
  );
  await screen.findByRole('heading', { name: 'Account Access' });
  return { user, ...watched };
}

async function openSignUp() {
  const { user, ...watched } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  return { user, form: screen.getByRole('form', { name: 'Sign Up' }), ...watched };
}

async function fill(user: UserEvent, form: HTMLElement, fields: SignUpFields) {
  const labels: [string, keyof SignUpFields][] = [
    ['Full Name', 'fullName'],
    ['Email', 'email'],
    ['Password', 'password'],
    ['Confirm Password', 'confirmPassword'],
  ];
  for (const [label, key] of labels) {
    const input = within(form).getByLabelText(label, { exact: true });
    await user.clear(input);
    if (fields[key]) await user.type(input, fields[key]);
  }
}

describe('sign up refused', () => {
  const failures: { rule: string; fields: Partial<SignUpFields>; messages: string[] }[] = [
    { rule: 'name under 2 characters', fields: { fullName: ' C ' }, messages: [authMessages.shortName] },
    { rule: 'invalid email', fields: { email: 'cleo@' }, messages: [authMessages.invalidEmail] },
    {
      rule: 'password under 6 characters',
      fields: { password: 'abc12', confirmPassword: 'abc12' },
      messages: [authMessages.shortPassword],
    },
    {
      rule: 'passwords that differ',
      fields: { confirmPassword: 'secret-124' },
      messages: [authMessages.passwordsDontMatch],
    },
    {
      rule: 'every rule at once',
      fields: { fullName: '', email: 'nope', password: '123', confirmPassword: '1234' },
      messages: [
        authMessages.shortName,
        authMessages.invalidEmail,
        authMessages.shortPassword,
        authMessages.passwordsDontMatch,
      ],
    },
  ];

  it.each(failures)('$rule: one error toast per failed rule and no request', async ({ fields, messages }) => {
    const { user, form, touched, watch } = await openSignUp();
    await fill(user, form, { ...valid, ...fields });
    watch();
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(messages));
    expect(touched).toEqual([]);
  });

  it('each refused rule also sits under its field, which names it (aria-describedby)', async () => {
    const { user, form } = await openSignUp();
    await fill(user, form, { fullName: '', email: 'nope', password: '123', confirmPassword: '1234' });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    const field = (label: string) => within(form).getByLabelText(label, { exact: true });
    const description = (label: string) =>
      (field(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' | ');
    await waitFor(() => expect(description('Full Name')).toBe(authMessages.shortName));
    expect(description('Email')).toBe(authMessages.invalidEmail);
    expect(description('Password')).toBe(`${authMessages.shortPassword} | At least 6 characters.`);
    expect(description('Confirm Password')).toBe(authMessages.passwordsDontMatch);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    // Typing in a field clears its message.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'cleo@studio.test');
    expect(description('Email')).toBe('');
  });
});

describe('sign in refused', () => {
  it.each([
    { rule: 'invalid email', email: 'ana', password: 'demo-client-pass', message: authMessages.invalidEmail },
    {
      rule: 'short password',
      email: 'ana@studio.test',
      password: 'abc',
      message: authMessages.shortPassword,
    },
  ])('$rule: its error toast and no request', async ({ email, password, message }) => {
    const { user, touched, watch } = await openAuth();
    const form = screen.getByRole('form', { name: 'Sign In' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password'), password);
    watch();
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(toastTexts('error')).toEqual([message]));
    expect(touched).toEqual([]);
  });
});
