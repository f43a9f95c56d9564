import styled from '@emotion/styled';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { useAuthSession } from '../../lib/firebase/index.ts';
import { useDocumentTitle } from '../../utils/document-title.ts';

const Page = styled.div({ padding: '48px 16px 72px' });

/** /auth: a signed-in user goes home (spec §2). */
export function AuthRoute() {
  const session = useAuthSession();
  useDocumentTitle('Sign In');
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <Page>
      <AuthCard />
    </Page>
  );
}
