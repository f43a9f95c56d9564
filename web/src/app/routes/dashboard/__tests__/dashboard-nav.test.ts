import { describe, expect, it } from 'vitest';
import { staffNav } from '../dashboard-nav.ts';

describe('the staff sidebar', () => {
  it('lists the spec’s sections in order, Overview matching exactly', () => {
    expect(staffNav.map((item) => [item.label, item.to])).toEqual([
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
});
