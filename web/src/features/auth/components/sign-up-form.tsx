import { type FormEvent, useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { signUpWithToasts } from '../api/sign-up.ts';
import { Form } from './auth-form-styles.ts';

export function SignUpForm() {
  const auth = useAuth();
  const db = useFirestore();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await signUpWithToasts(auth, db, { fullName, email, password, confirmPassword });
    setBusy(false);
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Sign Up">
      <Field label="Full Name">
        {(ids) => (
          <Input
            {...ids}
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            placeholder="Jane Doe"
          />
        )}
      </Field>
      <Field label="Email">
        {(ids) => (
          <Input
            {...ids}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field label="Password" hint="At least 6 characters.">
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm Password">
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
