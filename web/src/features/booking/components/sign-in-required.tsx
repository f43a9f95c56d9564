import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { signInPathReturningTo } from '../../../utils/sign-in-redirect.ts';

/** /booking signed out (spec §2): Sign In comes back here, with the service she chose. */
export function SignInRequired() {
  const { pathname, search } = useLocation();
  return (
    <EmptyState title="Sign In Required">
      <p>Please sign in or create an account to send us your booking interest.</p>
      <ButtonLink to={signInPathReturningTo(`${pathname}${search}`)}>Sign In</ButtonLink>
    </EmptyState>
  );
}
