import { lazy } from 'react';

/**
 * Every dashboard screen is its own chunk, loaded on first visit: a client never downloads the
 * staff screens, and staff download only the screens they open.
 */
export const ClientDashboardScreen = lazy(() =>
  import('../../../features/client-dashboard/routes/client-dashboard-route.tsx').then((m) => ({
    default: m.ClientDashboardRoute,
  })),
);

export const OverviewScreen = lazy(() =>
  import('../../../features/overview/routes/overview-route.tsx').then((m) => ({ default: m.OverviewRoute })),
);

export const ClientsScreen = lazy(() =>
  import('../../../features/clients/routes/clients-route.tsx').then((m) => ({ default: m.ClientsRoute })),
);

export const ClientDetailScreen = lazy(() =>
  import('../../../features/clients/routes/client-detail-route.tsx').then((m) => ({
    default: m.ClientDetailRoute,
  })),
);

export const BookingsScreen = lazy(() =>
  import('../../../features/bookings/routes/bookings-route.tsx').then((m) => ({ default: m.BookingsRoute })),
);

export const CalendarScreen = lazy(() =>
  import('../../../features/calendar/routes/calendar-route.tsx').then((m) => ({ default: m.CalendarRoute })),
);

export const MyDayScreen = lazy(() =>
  import('../../../features/calendar/routes/my-day-route.tsx').then((m) => ({ default: m.MyDayRoute })),
);

export const OutgoingMessagesScreen = lazy(() =>
  import('../../../features/outgoing-messages/routes/outgoing-messages-route.tsx').then((m) => ({
    default: m.OutgoingMessagesRoute,
  })),
);

export const BookingInterestsScreen = lazy(() =>
  import('../../../features/booking-interests/routes/booking-interests-route.tsx').then((m) => ({
    default: m.BookingInterestsRoute,
  })),
);

export const AvailabilityScreen = lazy(() =>
  import('../../../features/availability/routes/availability-route.tsx').then((m) => ({
    default: m.AvailabilityRoute,
  })),
);

export const CatalogManagerScreen = lazy(() =>
  import('../../../features/catalog-manager/routes/catalog-manager-route.tsx').then((m) => ({
    default: m.CatalogManagerRoute,
  })),
);

export const ProductsManagerScreen = lazy(() =>
  import('../../../features/products-manager/routes/products-manager-route.tsx').then((m) => ({
    default: m.ProductsManagerRoute,
  })),
);

export const OrdersManagerScreen = lazy(() =>
  import('../../../features/orders-manager/routes/orders-manager-route.tsx').then((m) => ({
    default: m.OrdersManagerRoute,
  })),
);

export const BlogManagerScreen = lazy(() =>
  import('../../../features/blog-manager/routes/blog-manager-route.tsx').then((m) => ({
    default: m.BlogManagerRoute,
  })),
);

export const SettingsScreen = lazy(() =>
  import('../../../features/settings/routes/settings-route.tsx').then((m) => ({ default: m.SettingsRoute })),
);

export const TwoStepVerificationScreen = lazy(() =>
  import('../../../features/auth/routes/two-step-verification-route.tsx').then((m) => ({
    default: m.TwoStepVerificationRoute,
  })),
);

export const StaffScreen = lazy(() =>
  import('../../../features/staff/routes/staff-route.tsx').then((m) => ({ default: m.StaffRoute })),
);

export const MyAccountScreen = lazy(() =>
  import('../../../features/auth/routes/my-account-route.tsx').then((m) => ({ default: m.MyAccountRoute })),
);
