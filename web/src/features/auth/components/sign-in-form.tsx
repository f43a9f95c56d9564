import { useState } from 'react';
import { useAuth } from 'reactfire';
import { signInWithToasts } from '../api/sign-in.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

export function SignInForm() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <AuthForm
      name="Sign In"
      submitText="Sign In"
      busyText="Signing in..."
      onSubmit={() => signInWithToasts(auth, { email, password })}
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </AuthForm>
  );
}
