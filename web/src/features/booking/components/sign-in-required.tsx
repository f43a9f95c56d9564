import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

/** /booking signed out (spec §2). */
export function SignInRequired() {
  return (
    <EmptyState title="Sign In Required">
      <p>Please sign in or create an account to send us your booking interest.</p>
      <ButtonLink to="/auth">Sign In</ButtonLink>
    </EmptyState>
  );
}
