import { describe, expect, it } from 'vitest';
import { staffNav, staffNavFor } from '../dashboard-nav.ts';

describe('the staff sidebar', () => {
  it('lists My day first, then the spec’s sections in order, Overview matching exactly', () => {
    expect(staffNav.map((item) => [item.label, item.to])).toEqual([
      ['My day', '/dashboard/my-day'],
      ['Overview', '/dashboard'],
      ['Clients', '/dashboard/clients'],
      ['Bookings', '/dashboard/bookings'],
      ['Calendar', '/dashboard/calendar'],
      ['Booking Interests', '/dashboard/booking-interests'],
      ['Messages', '/dashboard/messages'],
      ['Availability', '/dashboard/availability'],
      ['Services', '/dashboard/services'],
      ['Products', '/dashboard/products'],
      ['Orders', '/dashboard/orders'],
      ['Blog', '/dashboard/blog'],
      ['Settings', '/dashboard/settings'],
      ['Staff', '/dashboard/staff'],
    ]);
    expect(staffNav.filter((item) => item.ownerOnly).map((item) => item.label)).toEqual(['Staff']);
    expect(staffNav.filter((item) => 'end' in item).map((item) => item.label)).toEqual(['Overview']);
  });

  it('leaves out Bookings for staff who may not read bookings (her own day stays), Messages for those who do not manage them, Staff for an assistant', () => {
    const labels = (isOwner: boolean, readsBookings: boolean, managesBookings = readsBookings) =>
      staffNavFor({ isOwner, readsBookings, managesBookings }).map((item) => item.label);
    expect(labels(true, true)).toHaveLength(staffNav.length);
    expect(labels(false, true)).not.toContain('Staff');
    // View reports without manage bookings: bookings are read, messages are not.
    expect(labels(false, true, false)).toContain('Calendar');
    expect(labels(false, true, false)).not.toContain('Messages');
    expect(labels(false, false)).toEqual([
      'My day',
      'Overview',
      'Clients',
      'Calendar',
      'Booking Interests',
      'Availability',
      'Services',
      'Products',
      'Orders',
      'Blog',
      'Settings',
    ]);
  });
});
