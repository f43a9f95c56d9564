// Issue 31's shapes: staff profiles, a booking's member and a service's clean-up time, and every
// document stored before them still reading.
import { describe, expect, it } from 'vitest';
import { bookingStaffId } from '../bookings/staff-member.ts';
import { bookingSchema } from './bookings.ts';
import { serviceBufferMinutes, serviceSchema } from './catalog.ts';
import { staffProfileSchema } from './staff.ts';

const at = new Date('2026-06-15T14:00:00Z');
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('staff profiles', () => {
  it('keep "all services" and "the studio’s hours" as absent, and time off as her own blocked time', () => {
    const profile = staffProfileSchema.parse({ bookable: true, display_name: 'Bea' });
    expect(profile).toEqual({ bookable: true, display_name: 'Bea', time_off: [] });
    const own = staffProfileSchema.parse({
      bookable: true,
      display_name: 'Bea',
      service_ids: ['svc-gel'],
      weekly_hours: [{ day_of_week: 1, start_time: '12:00', end_time: '20:00', is_active: true }],
      time_off: [{ start_datetime: at, end_datetime: new Date('2026-06-15T18:00:00Z') }],
    });
    expect(own.time_off[0]?.reason).toBeNull();
    expect(own.weekly_hours).toHaveLength(1);
  });

  it('refuse a blank name, a bad weekday and a missing bookable flag', () => {
    expect(ok(staffProfileSchema, { bookable: true, display_name: '  ' })).toBe(false);
    expect(ok(staffProfileSchema, { display_name: 'Bea' })).toBe(false);
    expect(
      ok(staffProfileSchema, {
        bookable: true,
        display_name: 'Bea',
        weekly_hours: [{ day_of_week: 7, start_time: '12:00', end_time: '20:00', is_active: true }],
      }),
    ).toBe(false);
  });
});

describe('a booking’s member', () => {
  const booking = { client_id: 'c', service_id: 's', scheduled_at: at, total_price: 50, status: 'scheduled' };

  it('is read as the owner’s on a booking stored before staff_id', () => {
    const old = bookingSchema.parse(booking);
    expect('staff_id' in old).toBe(false);
    expect(bookingStaffId(old, 'owner-uid')).toBe('owner-uid');
    expect(bookingStaffId(bookingSchema.parse({ ...booking, staff_id: 'bea' }), 'owner-uid')).toBe('bea');
  });

  it('must be a uid when given', () => {
    expect(ok(bookingSchema, { ...booking, staff_id: '' })).toBe(false);
    expect(ok(bookingSchema, { ...booking, staff_id: 'a/b' })).toBe(false);
  });
});

describe('a service’s clean-up time', () => {
  const service = {
    name: 'Gel Manicure',
    base_price: 50,
    show_starting_price: true,
    duration_minutes: 60,
    display_order: 1,
    is_active: true,
  };

  it('is none on a service stored before buffers, and is not added when one is read back', () => {
    const old = serviceSchema.parse(service);
    expect('buffer_minutes' in old).toBe(false);
    expect(serviceBufferMinutes(old)).toBe(0);
    expect(serviceBufferMinutes(serviceSchema.parse({ ...service, buffer_minutes: 15 }))).toBe(15);
  });

  it('refuses negative or fractional minutes', () => {
    expect(ok(serviceSchema, { ...service, buffer_minutes: -5 })).toBe(false);
    expect(ok(serviceSchema, { ...service, buffer_minutes: 7.5 })).toBe(false);
  });
});
