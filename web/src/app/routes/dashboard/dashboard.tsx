import type { User } from 'firebase/auth';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuthSession, useRole } from '../../../lib/firebase/index.ts';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { dashboardAccess } from './dashboard-access.ts';
import { ClientLayout, StaffLayout } from './dashboard-layout.tsx';
import {
  AvailabilityScreen,
  BlogManagerScreen,
  BookingInterestsScreen,
  BookingsScreen,
  CalendarScreen,
  CatalogManagerScreen,
  ClientDashboardScreen,
  ClientDetailScreen,
  ClientsScreen,
  MyAccountScreen,
  MyDayScreen,
  OrdersManagerScreen,
  OutgoingMessagesScreen,
  OverviewScreen,
  ProductsManagerScreen,
  ReportsScreen,
  SettingsScreen,
  StaffScreen,
  TodayScreen,
  TwoStepVerificationScreen,
} from './dashboard-screens.tsx';

const screenFailed = <p role="alert">This screen could not be shown. Please refresh the page.</p>;

/** The client's area: the client dashboard (spec §6), her account and two-step verification. */
function ClientRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<ClientDashboardScreen />} />
        <Route path="security" element={<TwoStepVerificationScreen />} />
        <Route path="account" element={<MyAccountScreen />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </Suspense>
  );
}

/** The staff routes (spec §2), My Account and two-step verification, one lazily loaded screen each. */
function StaffRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<OverviewScreen />} />
        <Route path="my-day" element={<MyDayScreen />} />
        <Route path="clients" element={<ClientsScreen />} />
        <Route path="clients/:clientId" element={<ClientDetailScreen />} />
        <Route path="bookings" element={<BookingsScreen />} />
        <Route path="calendar" element={<CalendarScreen />} />
        <Route path="today" element={<TodayScreen />} />
        <Route path="reports" element={<ReportsScreen />} />
        <Route path="booking-interests" element={<BookingInterestsScreen />} />
        <Route path="messages" element={<OutgoingMessagesScreen />} />
        <Route path="availability/*" element={<AvailabilityScreen />} />
        <Route path="services/*" element={<CatalogManagerScreen />} />
        <Route path="products/*" element={<ProductsManagerScreen />} />
        <Route path="orders" element={<OrdersManagerScreen />} />
        <Route path="blog/*" element={<BlogManagerScreen />} />
        <Route path="settings/*" element={<SettingsScreen />} />
        <Route path="staff" element={<StaffScreen />} />
        <Route path="security" element={<TwoStepVerificationScreen />} />
        <Route path="account" element={<MyAccountScreen />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </Suspense>
  );
}

/** A screen that throws leaves the frame (and the way out) in place; navigating retries. */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} name="Dashboard screen" fallback={screenFailed}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The staff area: the sidebar leaves out what her rights would refuse (shown while they load).
 * Exported for the screen tests (testing/screens/render-screen.tsx), which render it signed in.
 */
export function StaffArea({ user, isOwner }: { user: User; isOwner: boolean }) {
  const { status, data: access } = useStaffAccess();
  const loading = status === 'loading';
  return (
    <StaffLayout
      user={user}
      isOwner={isOwner}
      readsBookings={loading || access.readBookings}
      managesBookings={loading || access.manageBookings}
      viewsReports={!loading && access.viewReports}
    >
      <ScreenBoundary>
        <StaffRoutes />
      </ScreenBoundary>
    </StaffLayout>
  );
}

/** The client's area. Exported for the screen tests (testing/screens/render-screen.tsx). */
export function ClientArea({ user }: { user: User }) {
  return (
    <ClientLayout user={user} isOwner={false}>
      <ScreenBoundary>
        <ClientRoutes />
      </ScreenBoundary>
    </ClientLayout>
  );
}

function SignedInDashboard({ user }: { user: User }) {
  const role = useRole(user);
  const access = dashboardAccess('signed-in', role);
  if (access === 'loading') return <Spinner />;
  if (access === 'staff') return <StaffArea user={user} isOwner={role.data === 'owner'} />;
  return <ClientArea user={user} />;
}

/** /dashboard/* (spec §2): the gate, then the client or the staff area. */
export function DashboardRoute() {
  const session = useAuthSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  return <SignedInDashboard user={session.user} />;
}
