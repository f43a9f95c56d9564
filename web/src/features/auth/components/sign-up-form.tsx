import { signUpSchema } from '@studio/domain/auth/validation';
import { useAuth, useFirestore } from 'reactfire';
import { InputField } from '../../../components/field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { EmailField, PasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { signUpWithToasts } from './sign-in-feedback.ts';

/**
 * Sign Up, checked with the domain's signUpSchema: each refused rule is its own error toast (spec
 * §5) and shows under its field (aria-describedby names it to a screen reader), and nothing is
 * sent; once refused, a field is checked again as she edits it.
 */
export function SignUpForm() {
  const auth = useAuth();
  const db = useFirestore();
  const { bind, submit } = useSchemaForm(signUpSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    labels: {
      fullName: 'Full Name',
      email: 'Email',
      password: 'Password',
      confirmPassword: 'Confirm Password',
    },
    refusal: { eachProblem: true },
  });
  return (
    <AuthForm
      name="Sign Up"
      submitText="Create Account"
      busyText="Creating account..."
      onSubmit={submit((values) => signUpWithToasts(auth, db, values).then(() => {}))}
    >
      <InputField label="Full Name" autoComplete="name" placeholder="Jane Doe" {...bind('fullName')} />
      <EmailField {...bind('email')} />
      <PasswordField
        label="Password"
        hint="At least 6 characters."
        autoComplete="new-password"
        {...bind('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...bind('confirmPassword')} />
    </AuthForm>
  );
}
