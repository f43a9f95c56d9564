import { type FormEvent, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { signInWithToasts } from '../api/sign-in.ts';
import { Form } from './auth-form-styles.ts';

export function SignInForm() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await signInWithToasts(auth, { email, password });
    setBusy(false);
  };
  // noValidate: the spec's messages come from our validation, not the browser's bubbles.
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Sign In">
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
      <Field label="Password">
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
