import styled from '@emotion/styled';
import type { MultiFactorError } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { signInWithToasts } from './sign-in-feedback.ts';

// Only accounts with two-step verification need this step, so it loads when one signs in.
const SecondFactorChallenge = lazy(() =>
  import('./second-factor-challenge.tsx').then((m) => ({ default: m.SecondFactorChallenge })),
);

const Forgot = styled(Button)({ justifySelf: 'end', marginTop: -8 });

export function SignInForm() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<MultiFactorError | null>(null);
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;
  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorChallenge error={challenge} onCancel={() => setChallenge(null)} />
      </Suspense>
    );
  }
  return (
    <AuthForm
      name="Sign In"
      submitText="Sign In"
      busyText="Signing in..."
      onSubmit={() => signInWithToasts(auth, { email, password }, setChallenge)}
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Forgot variant="ghost" size="sm" onClick={() => setForgot(true)}>
        Forgot password?
      </Forgot>
    </AuthForm>
  );
}
