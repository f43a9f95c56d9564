import styled from '@emotion/styled';
import { useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { EmailField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { sendPasswordResetWithToasts } from './sign-in-feedback.ts';

const Back = styled(Button)({ marginTop: 8 });

/** "Forgot password?": the e-mail the reset link goes to, and the way back to signing in. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const auth = useAuth();
  const [email, setEmail] = useState(initialEmail);
  return (
    <>
      <AuthForm
        name="Reset password"
        submitText="Send reset link"
        busyText="Sending..."
        onSubmit={() => sendPasswordResetWithToasts(auth, { email })}
      >
        <p>Enter the email you sign in with; we will send you a link to choose a new password.</p>
        <EmailField value={email} onChange={setEmail} />
      </AuthForm>
      <Back variant="ghost" block onClick={onBack}>
        Back to sign in
      </Back>
    </>
  );
}
