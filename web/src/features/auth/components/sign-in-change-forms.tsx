import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useBusy, useBusySubmit } from '../../../hooks/use-busy.ts';
import { type ChangeOutcome, changeEmail, changePassword, confirmPassword } from './account-feedback.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';

const Form = styled.form({ display: 'grid', gap: 14, '> button': { justifySelf: 'start' } });
const DialogForm = styled(Form)({ padding: 20 });

type Change = () => Promise<ChangeOutcome>;

/**
 * Runs a change; when Firebase wants a recent sign-in, asks for her password in a dialog, then
 * tries the same change again. Answers true once the change is done.
 */
function useRecentSignIn(user: User) {
  const [waiting, setWaiting] = useState<Change | null>(null);
  const [password, setPassword] = useState('');
  const [busy, whileBusy] = useBusy();
  const run = async (change: Change): Promise<boolean> => {
    const outcome = await change();
    if (outcome === 'needs-password') setWaiting(() => change);
    return outcome === 'done';
  };
  const onConfirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!waiting) return;
    await whileBusy(async () => {
      if (!(await confirmPassword(user, password))) return;
      setPassword('');
      setWaiting(null);
      await waiting();
    });
  };
  const dialog = (
    <Dialog open={waiting !== null} onClose={() => setWaiting(null)} title="Confirm it's you">
      <DialogForm onSubmit={onConfirm} noValidate aria-label="Confirm it's you">
        <p>For your security, enter your current password to make this change.</p>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Continue'}
        </Button>
      </DialogForm>
    </Dialog>
  );
  return { run, dialog };
}

/** My Account's password and e-mail, each behind a recent sign-in when Firebase asks for one. */
export function SignInChangeForms({ user }: { user: User }) {
  const { run, dialog } = useRecentSignIn(user);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [email, setEmail] = useState('');
  const passwordSubmit = useBusySubmit(async () => {
    if (await run(() => changePassword(user, { password, confirmPassword: confirm }))) {
      setPassword('');
      setConfirm('');
    }
  });
  const emailSubmit = useBusySubmit(async () => {
    if (await run(() => changeEmail(user, { email }))) setEmail('');
  });
  return (
    <>
      <Form onSubmit={passwordSubmit.onSubmit} noValidate aria-label="Change password">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={passwordSubmit.busy}>
          {passwordSubmit.busy ? 'Changing...' : 'Change password'}
        </Button>
      </Form>
      <Form onSubmit={emailSubmit.onSubmit} noValidate aria-label="Change email">
        <p>
          Signed in as <strong>{user.email}</strong>. A new address changes once you open the link we send to
          it.
        </p>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="outline" disabled={emailSubmit.busy}>
          {emailSubmit.busy ? 'Sending...' : 'Change email'}
        </Button>
      </Form>
      {dialog}
    </>
  );
}
