import styled from '@emotion/styled';
import { newPasswordSchema } from '@studio/domain/auth/validation';
import { type Auth, applyActionCode } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Card } from '../../../components/card.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useDocumentTitle } from '../../../utils/document-title.ts';
import { linkWalkInRecord } from '../api/link-walk-in-record.ts';
import { syncMyEmail } from '../api/sync-my-email.ts';
import { PasswordField } from '../components/auth-fields.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { confirmPasswordResetWithToasts } from '../components/sign-in-feedback.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';

const Page = styled.div({ padding: '48px 16px 72px' });
const Shell = styled(Card)({ width: '100%', maxWidth: 440, margin: '0 auto', padding: '28px 20px' });
const Title = styled.h1(({ theme }) => ({ fontFamily: theme.fonts.heading, fontSize: '1.6rem', margin: 0 }));

/**
 * The reset link's form: the new password typed twice, checked with the domain's
 * newPasswordSchema (each failed rule its own error toast and a line under its field).
 */
function ResetPassword({ oobCode }: { oobCode: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { bind, submit } = useSchemaForm(newPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
    labels: { password: 'New Password', confirmPassword: 'Confirm New Password' },
    refusal: { eachProblem: true },
  });
  const onSubmit = submit(async (values) => {
    if (await confirmPasswordResetWithToasts(auth, oobCode, values)) navigate('/auth');
  });
  return (
    <>
      <Title>Choose a new password</Title>
      <AuthForm name="New password" submitText="Save new password" busyText="Saving..." onSubmit={onSubmit}>
        <PasswordField label="New Password" autoComplete="new-password" {...bind('password')} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
      </AuthForm>
    </>
  );
}

const linkedWords = ' Your visits with us are in your account now.';

const doneWords: Record<string, string> = {
  verifyEmail: 'Your email address is verified.',
  verifyAndChangeEmail: 'Your new email address is verified: sign in with it from now on.',
  recoverEmail: 'Your previous email address is back on your account. Consider changing your password.',
};

/**
 * The account re-read once a link applied; a newly verified address signed in here also asks for
 * her walk-in record (answers whether one joined), and a verified or changed address is copied to
 * her profile. Signed out (Firebase may end the session when the address changes), her next
 * sign-in asks.
 */
async function afterApplied(auth: Auth, mode: string): Promise<boolean> {
  // On a page just opened from the e-mail, the session kept in this browser may not be read back
  // yet when the code is applied: without waiting, a signed-in client would count as signed out.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload().catch(() => undefined);
  if (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail') await syncMyEmail(user);
  return mode === 'verifyEmail' ? linkWalkInRecord(user) : false;
}

/** The links that only confirm (e-mail verified, changed or recovered): applied once on arrival. */
function ApplyCode({ mode, oobCode }: { mode: string; oobCode: string }) {
  const auth = useAuth();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // A code works once: never apply it a second time (React runs effects twice in development).
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    applyActionCode(auth, oobCode)
      .then(
        () => afterApplied(auth, mode),
        (error: unknown) => {
          setOutcome({ ok: false, text: authErrorMessage(error) });
          return false;
        },
      )
      .then((linked) =>
        setOutcome(
          (o) => o ?? { ok: true, text: (doneWords[mode] ?? 'Done.') + (linked ? linkedWords : '') },
        ),
      );
  }, [auth, mode, oobCode]);
  if (!outcome) return <Spinner />;
  return (
    <>
      <Title>{outcome.ok ? 'All set' : 'This link did not work'}</Title>
      <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p>
      <Link to="/auth">Go to sign in</Link>
    </>
  );
}

/**
 * /auth/action: the studio's own page for Firebase's e-mailed links (the project's "action URL"
 * points here): a new password after "Forgot password?", or an address verified or recovered.
 */
export function AuthActionRoute() {
  useDocumentTitle('Your account');
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const oobCode = params.get('oobCode') ?? '';
  let body = (
    <>
      <Title>This link did not work</Title>
      <p role="alert">It is incomplete. Open the newest email we sent, or ask for a new link.</p>
      <Link to="/auth">Go to sign in</Link>
    </>
  );
  if (oobCode && mode === 'resetPassword') body = <ResetPassword oobCode={oobCode} />;
  else if (oobCode && mode in doneWords) body = <ApplyCode mode={mode} oobCode={oobCode} />;
  return (
    <Page>
      <Shell>{body}</Shell>
    </Page>
  );
}
