import styled from '@emotion/styled';
import { passwordResetRequestSchema } from '@studio/domain/auth/validation';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { EmailField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { sendPasswordResetWithToasts } from './sign-in-feedback.ts';

const Back = styled(Button)({ marginTop: 8 });

/**
 * "Forgot password?": the e-mail the reset link goes to (checked with the domain's
 * passwordResetRequestSchema, its refusal a toast and a line under the field), and the way back
 * to signing in.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const auth = useAuth();
  const { bind, submit } = useSchemaForm(passwordResetRequestSchema, {
    defaultValues: { email: initialEmail },
    labels: { email: 'Email' },
    refusal: { eachProblem: true },
  });
  return (
    <>
      <AuthForm
        name="Reset password"
        submitText="Send reset link"
        busyText="Sending..."
        onSubmit={submit((values) => sendPasswordResetWithToasts(auth, values).then(() => {}))}
      >
        <p>Enter the email you sign in with; we will send you a link to choose a new password.</p>
        <EmailField {...bind('email')} />
      </AuthForm>
      <Back variant="ghost" block onClick={onBack}>
        Back to sign in
      </Back>
    </>
  );
}
