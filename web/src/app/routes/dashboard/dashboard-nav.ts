/**
 * The staff sidebar (spec §2): Overview on exact match only, the others on path prefix; Staff only
 * for an owner (she alone changes roles).
 */
export const staffNav: readonly { label: string; to: string; end?: true; ownerOnly?: true }[] = [
  { label: 'Overview', to: '/dashboard', end: true },
  { label: 'Clients', to: '/dashboard/clients' },
  { label: 'Bookings', to: '/dashboard/bookings' },
  { label: 'Calendar', to: '/dashboard/calendar' },
  { label: 'Booking Interests', to: '/dashboard/booking-interests' },
  { label: 'Messages', to: '/dashboard/messages' },
  { label: 'Availability', to: '/dashboard/availability' },
  { label: 'Services', to: '/dashboard/services' },
  { label: 'Products', to: '/dashboard/products' },
  { label: 'Orders', to: '/dashboard/orders' },
  { label: 'Blog', to: '/dashboard/blog' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'Staff', to: '/dashboard/staff', ownerOnly: true },
];
