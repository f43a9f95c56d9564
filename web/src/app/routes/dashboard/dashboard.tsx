import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { signOutWithToast } from '../../../features/auth/api/sign-out.ts';
import { useAuthSession, useRole } from '../../../utils/auth-session.ts';
import { dashboardAccess } from './dashboard-access.ts';

const Top = styled.header(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px',
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  a: { fontWeight: 800, color: theme.colors.text, textDecoration: 'none', marginRight: 'auto' },
  span: { color: theme.colors.muted, fontSize: '0.85rem', overflow: 'hidden', textOverflow: 'ellipsis' },
}));

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  [theme.mq.md]: { gridTemplateColumns: '240px 1fr' },
}));

const Sidebar = styled.nav(({ theme }) => ({
  display: 'none',
  [theme.mq.md]: {
    display: 'grid',
    alignContent: 'start',
    gap: 2,
    padding: 16,
    borderRight: `1px solid ${theme.colors.border}`,
    minHeight: 'calc(100vh - 60px)',
  },
  a: {
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    textDecoration: 'none',
  },
  'a.active': { background: theme.colors.primarySoft, color: theme.colors.primaryDark, fontWeight: 600 },
}));

const Content = styled.main({ padding: 24 });

/** The staff sidebar (spec §2): Overview on exact match only, the others on path prefix. */
export const staffNav = [
  { label: 'Overview', to: '/dashboard', end: true },
  { label: 'Clients', to: '/dashboard/clients' },
  { label: 'Bookings', to: '/dashboard/bookings' },
  { label: 'Booking Interests', to: '/dashboard/booking-interests' },
  { label: 'Availability', to: '/dashboard/availability' },
  { label: 'Services', to: '/dashboard/services' },
  { label: 'Products', to: '/dashboard/products' },
  { label: 'Blog', to: '/dashboard/blog' },
  { label: 'Settings', to: '/dashboard/settings' },
] as const;

function TopBar({ user }: { user: User }) {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <Top>
      <Link to="/">✦ Studio</Link>
      <span>{user.email}</span>
      <Button
        size="sm"
        variant="outline"
        onClick={async () => {
          if (await signOutWithToast(auth)) navigate('/');
        }}
      >
        Sign Out
      </Button>
    </Top>
  );
}

/** The screens themselves come with the dashboard issue; this says so rather than pretending. */
function Pending({ title }: { title: string }) {
  return (
    <Content>
      <h1>{title}</h1>
      <p>This screen is not built yet.</p>
    </Content>
  );
}

function SignedInDashboard({ user }: { user: User }) {
  const role = useRole(user);
  const access = dashboardAccess('signed-in', role);
  if (access === 'loading') return <Spinner />;
  return (
    <>
      <TopBar user={user} />
      {access === 'client' ? (
        <Routes>
          <Route index element={<Pending title="My Dashboard" />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      ) : (
        <Body>
          <Sidebar aria-label="Dashboard">
            {staffNav.map((item) => (
              <NavLink key={item.to} to={item.to} end={'end' in item}>
                {item.label}
              </NavLink>
            ))}
          </Sidebar>
          <Routes>
            <Route index element={<Pending title="Overview" />} />
            {staffNav.slice(1).map((item) => (
              <Route
                key={item.to}
                path={`${item.to.slice('/dashboard/'.length)}/*`}
                element={<Pending title={item.label} />}
              />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </Body>
      )}
    </>
  );
}

/** /dashboard/* (spec §2): the gate, then the client or the staff area. */
export function DashboardRoute() {
  const session = useAuthSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  return <SignedInDashboard user={session.user} />;
}
