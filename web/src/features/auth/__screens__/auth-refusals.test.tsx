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
import { AuthActionRoute } from '../routes/auth-action-route.tsx';

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

/** What a field's aria-describedby names: its message, then its hint ('' for none). */
function describedBy(form: HTMLElement, label: string) {
  return (within(form).getByLabelText(label, { exact: true }).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
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
    const description = (label: string) => describedBy(form, label);
    await waitFor(() => expect(description('Full Name')).toBe(authMessages.shortName));
    expect(description('Email')).toBe(authMessages.invalidEmail);
    expect(description('Password')).toBe(`${authMessages.shortPassword} | At least 6 characters.`);
    expect(description('Confirm Password')).toBe(authMessages.passwordsDontMatch);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    // A refused field is checked again as she edits it: once its value passes, its message goes.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'cleo@studio.test');
    await waitFor(() => expect(description('Email')).toBe(''));
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(description('Full Name')).toBe(authMessages.shortName);
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

  it('both rules at once: a toast for each, top to bottom, and each under its field', async () => {
    const { user, touched, watch } = await openAuth();
    const form = screen.getByRole('form', { name: 'Sign In' });
    await user.type(within(form).getByLabelText('Email'), 'ana@');
    await user.type(within(form).getByLabelText('Password'), 'abc');
    watch();
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toastTexts('error')).toEqual([authMessages.invalidEmail, authMessages.shortPassword]),
    );
    expect(describedBy(form, 'Email')).toBe(authMessages.invalidEmail);
    expect(describedBy(form, 'Password')).toBe(authMessages.shortPassword);
    expect(touched).toEqual([]);
  });
});

describe('password reset refused', () => {
  it('"Forgot password?" takes the e-mail typed so far; an invalid one is refused without a request', async () => {
    const { user, touched, watch } = await openAuth();
    await user.type(within(screen.getByRole('form', { name: 'Sign In' })).getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset password' });
    expect(within(form).getByLabelText('Email')).toHaveProperty('value', 'ana@');
    watch();
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toastTexts('error')).toEqual([authMessages.invalidEmail]));
    expect(describedBy(form, 'Email')).toBe(authMessages.invalidEmail);
    expect(touched).toEqual([]);
    // Back to signing in, with the e-mail still typed.
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const signIn = screen.getByRole('form', { name: 'Sign In' });
    expect(within(signIn).getByLabelText('Email')).toHaveProperty('value', 'ana@');
  });

  it.each([
    {
      rule: 'password under 6 characters',
      password: 'abc12',
      confirm: 'abc12',
      messages: [authMessages.shortPassword],
    },
    {
      rule: 'passwords that differ',
      password: 'secret-123',
      confirm: 'secret-124',
      messages: [authMessages.passwordsDontMatch],
    },
    {
      rule: 'both at once',
      password: 'abc',
      confirm: 'abcd',
      messages: [authMessages.shortPassword, authMessages.passwordsDontMatch],
    },
  ])(
    "the reset link's new password, $rule: a toast for each and no request",
    async ({ password, confirm, messages }) => {
      const watched = watchedAuth();
      const { user } = await renderPublicScreen(
        '/auth/action',
        '/auth/action?mode=resetPassword&oobCode=code-1',
        <AuthSdkContext.Provider value={watched.auth}>
          <AuthActionRoute />
        </AuthSdkContext.Provider>,
      );
      const form = await screen.findByRole('form', { name: 'New password' });
      await user.type(within(form).getByLabelText('New Password'), password);
      await user.type(within(form).getByLabelText('Confirm New Password'), confirm);
      watched.watch();
      await user.click(within(form).getByRole('button', { name: 'Save new password' }));
      await waitFor(() => expect(toastTexts('error')).toEqual(messages));
      expect(describedBy(form, 'New Password')).toBe(
        messages.includes(authMessages.shortPassword) ? authMessages.shortPassword : '',
      );
      expect(describedBy(form, 'Confirm New Password')).toBe(
        messages.includes(authMessages.passwordsDontMatch) ? authMessages.passwordsDontMatch : '',
      );
      expect(watched.touched).toEqual([]);
    },
  );
});
