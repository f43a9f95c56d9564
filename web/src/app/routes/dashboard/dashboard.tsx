import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { Suspense } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { signOutWithToast } from '../../../features/auth/api/sign-out.ts';
import { useAuthSession, useRole } from '../../../utils/auth-session.ts';
import { dashboardAccess } from './dashboard-access.ts';
import { staffNav } from './dashboard-nav.ts';
import {
  AvailabilityScreen,
  BlogManagerScreen,
  BookingInterestsScreen,
  BookingsScreen,
  CatalogManagerScreen,
  ClientDashboardScreen,
  ClientDetailScreen,
  ClientsScreen,
  OverviewScreen,
  ProductsManagerScreen,
  SettingsScreen,
} from './dashboard-screens.tsx';

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
  [theme.mq.md]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
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

const Content = styled.main({ padding: 24, minWidth: 0 });

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

/** The client's area: the client dashboard only (spec §6). */
function ClientArea() {
  return (
    <Content>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<ClientDashboardScreen />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </Suspense>
    </Content>
  );
}

/** The staff area: sidebar and one lazily loaded screen per route (spec §2). */
function StaffArea() {
  return (
    <Body>
      <Sidebar aria-label="Dashboard">
        {staffNav.map((item) => (
          <NavLink key={item.to} to={item.to} end={'end' in item}>
            {item.label}
          </NavLink>
        ))}
      </Sidebar>
      <Content>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route index element={<OverviewScreen />} />
            <Route path="clients" element={<ClientsScreen />} />
            <Route path="clients/:clientId" element={<ClientDetailScreen />} />
            <Route path="bookings" element={<BookingsScreen />} />
            <Route path="booking-interests" element={<BookingInterestsScreen />} />
            <Route path="availability/*" element={<AvailabilityScreen />} />
            <Route path="services/*" element={<CatalogManagerScreen />} />
            <Route path="products/*" element={<ProductsManagerScreen />} />
            <Route path="blog/*" element={<BlogManagerScreen />} />
            <Route path="settings/*" element={<SettingsScreen />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </Suspense>
      </Content>
    </Body>
  );
}

function SignedInDashboard({ user }: { user: User }) {
  const role = useRole(user);
  const access = dashboardAccess('signed-in', role);
  if (access === 'loading') return <Spinner />;
  return (
    <>
      <TopBar user={user} />
      {access === 'client' ? <ClientArea /> : <StaffArea />}
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
