import { describe, expect, it } from 'vitest';
import { bookingInterestSchema } from '../schemas/bookings.ts';
import { bookingInterestFormSchema, instagramProfileUrl, newBookingInterest } from './form.ts';

const now = new Date('2026-11-22T15:00:00Z');

describe('booking interest form', () => {
  it('builds a new interest that passes the collection schema', () => {
    const doc = newBookingInterest(
      {
        category: 'manicure',
        preferred_date: '2026-11-25',
        preferred_time: '10:00',
        instagram_handle: ' @ana.nails ',
      },
      'client-1',
      now,
    );
    expect(doc).toMatchObject({
      status: 'new',
      contacted_at: null,
      created_at: now,
      instagram_handle: 'ana.nails',
      client_notes: null,
    });
    expect(bookingInterestSchema.safeParse(doc).success).toBe(true);
  });
  it('requires a category, a date and one of the hourly slots', () => {
    expect(
      bookingInterestFormSchema.safeParse({ preferred_date: '2026-11-25', preferred_time: '10:00' }).success,
    ).toBe(false);
    expect(
      bookingInterestFormSchema.safeParse({
        category: 'pedicure',
        preferred_date: '',
        preferred_time: '10:00',
      }).success,
    ).toBe(false);
    expect(
      bookingInterestFormSchema.safeParse({
        category: 'pedicure',
        preferred_date: '2026-02-30',
        preferred_time: '10:00',
      }).success,
    ).toBe(false);
    expect(
      bookingInterestFormSchema.safeParse({
        category: 'pedicure',
        preferred_date: '2026-11-25',
        preferred_time: '18:00',
      }).success,
    ).toBe(false);
  });
  it('turns blank optional fields into null and keeps unicode notes', () => {
    const parsed = bookingInterestFormSchema.parse({
      category: 'consultation',
      preferred_date: '2026-11-25',
      preferred_time: '17:00',
      instagram_handle: '  @ ',
      client_notes: '  Ça va 💅 ',
    });
    expect(parsed.instagram_handle).toBeNull();
    expect(parsed.client_notes).toBe('Ça va 💅');
  });
});

describe('instagramProfileUrl', () => {
  it('links the handle, or nothing when not provided', () => {
    expect(instagramProfileUrl('@ana.nails')).toBe('https://instagram.com/ana.nails');
    expect(instagramProfileUrl('')).toBeNull();
    expect(instagramProfileUrl(null)).toBeNull();
  });
});
