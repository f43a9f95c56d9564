import { type SignUpValues, signUpSchema, validationProblems } from '@studio/domain/auth/validation';
import type { FieldProblems } from '@studio/domain/forms/plain-errors';
import { useState } from 'react';
import { useAuth, useFirestore } from 'reactfire';
import { InputField } from '../../../components/field.tsx';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { signUpWithToasts } from './sign-in-feedback.ts';

type SignUpField = keyof SignUpValues;

/**
 * Each refused rule shows under its field (aria-describedby names it to a screen reader) as well
 * as in its toast; editing a field clears its message.
 */
export function SignUpForm() {
  const auth = useAuth();
  const db = useFirestore();
  const [values, setValues] = useState<Record<SignUpField, string>>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const set = (field: SignUpField) => (value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setProblems(({ [field]: _edited, ...rest }) => rest);
  };
  return (
    <AuthForm
      name="Sign Up"
      submitText="Create Account"
      busyText="Creating account..."
      onSubmit={() => {
        setProblems(validationProblems(signUpSchema, values));
        return signUpWithToasts(auth, db, values);
      }}
    >
      <InputField
        label="Full Name"
        autoComplete="name"
        value={values.fullName}
        onChange={(e) => set('fullName')(e.target.value)}
        placeholder="Jane Doe"
        error={problems.fullName}
      />
      <EmailField value={values.email} onChange={set('email')} error={problems.email} />
      <PasswordField
        label="Password"
        hint="At least 6 characters."
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={problems.password}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={problems.confirmPassword}
      />
    </AuthForm>
  );
}
