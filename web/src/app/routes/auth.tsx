import styled from '@emotion/styled';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { useAuthSession } from '../../lib/firebase/index.ts';
import { useDocumentTitle } from '../../utils/document-title.ts';
import { sameSitePath } from '../../utils/sign-in-redirect.ts';

const Page = styled.div({ padding: '48px 16px 72px' });

/**
 * /auth: a signed-in user goes home (spec §2), or back to the page that sent her here
 * (`?redirect=`, a path of this site only).
 */
export function AuthRoute() {
  const session = useAuthSession();
  const [params] = useSearchParams();
  useDocumentTitle('Sign In');
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-in')
    return <Navigate to={sameSitePath(params.get('redirect')) ?? '/'} replace />;
  return (
    <Page>
      <AuthCard />
    </Page>
  );
}
