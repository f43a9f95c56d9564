/**
 * The staff sidebar (spec §2): My day first (her own appointments today, issue 31), Overview on
 * exact match only, the others on path prefix; Staff only for an owner (she alone changes roles);
 * Bookings only for staff who may read bookings (manage bookings or view reports), Messages only
 * for those who manage bookings (the rules' reader of mail and messages), so no entry leads to a
 * refusal. The calendar is everyone's: without manage bookings it shows her own day.
 */
export const staffNav: readonly {
  label: string;
  to: string;
  end?: true;
  ownerOnly?: true;
  /** The bookings right the screen's reads need. */
  needs?: 'readBookings' | 'manageBookings';
}[] = [
  { label: 'My day', to: '/dashboard/my-day' },
  { label: 'Overview', to: '/dashboard', end: true },
  { label: 'Clients', to: '/dashboard/clients' },
  { label: 'Bookings', to: '/dashboard/bookings', needs: 'readBookings' },
  { label: 'Calendar', to: '/dashboard/calendar' },
  { label: 'Booking Interests', to: '/dashboard/booking-interests' },
  { label: 'Messages', to: '/dashboard/messages', needs: 'manageBookings' },
  { label: 'Availability', to: '/dashboard/availability' },
  { label: 'Services', to: '/dashboard/services' },
  { label: 'Products', to: '/dashboard/products' },
  { label: 'Orders', to: '/dashboard/orders' },
  { label: 'Blog', to: '/dashboard/blog' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'Staff', to: '/dashboard/staff', ownerOnly: true },
];

export interface StaffNavRights {
  isOwner: boolean;
  readsBookings: boolean;
  managesBookings: boolean;
}

/** The entries a staff member's rights lead somewhere for. */
export function staffNavFor(rights: StaffNavRights) {
  const allowed = { readBookings: rights.readsBookings, manageBookings: rights.managesBookings };
  return staffNav.filter(
    (item) => (!item.ownerOnly || rights.isOwner) && (!item.needs || allowed[item.needs]),
  );
}
