import { useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { InputField } from '../../../components/field.tsx';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { signUpWithToasts } from './sign-in-feedback.ts';

export function SignUpForm() {
  const auth = useAuth();
  const db = useFirestore();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <AuthForm
      name="Sign Up"
      submitText="Create Account"
      busyText="Creating account..."
      onSubmit={() => signUpWithToasts(auth, db, { fullName, email, password, confirmPassword })}
    >
      <InputField
        label="Full Name"
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        placeholder="Jane Doe"
      />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        hint="At least 6 characters."
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
    </AuthForm>
  );
}
