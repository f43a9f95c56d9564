import styled from '@emotion/styled';
import { signInSchema } from '@studio/domain/auth/validation';
import type { MultiFactorError } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { signInWithToasts } from './sign-in-feedback.ts';

// Only accounts with two-step verification need this step, so it loads when one signs in.
const SecondFactorChallenge = lazy(() =>
  import('./second-factor-challenge.tsx').then((m) => ({ default: m.SecondFactorChallenge })),
);

const Forgot = styled(Button)({ justifySelf: 'end', marginTop: -8 });

/**
 * Sign In, checked with the domain's signInSchema: each failed rule is its own error toast (spec
 * §5) and shows under its field, and nothing is sent. The e-mail typed so far goes to "Forgot
 * password?", and is still there on the way back.
 */
export function SignInForm() {
  const auth = useAuth();
  const { bind, submit, getValues } = useSchemaForm(signInSchema, {
    defaultValues: { email: '', password: '' },
    labels: { email: 'Email', password: 'Password' },
    refusal: { eachProblem: true },
  });
  const [challenge, setChallenge] = useState<MultiFactorError | null>(null);
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm initialEmail={getValues('email')} onBack={() => setForgot(false)} />;
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
      onSubmit={submit((values) => signInWithToasts(auth, values, setChallenge).then(() => {}))}
    >
      <EmailField {...bind('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
      <Forgot variant="ghost" size="sm" onClick={() => setForgot(true)}>
        Forgot password?
      </Forgot>
    </AuthForm>
  );
}
