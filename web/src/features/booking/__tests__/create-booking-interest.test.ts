import type { FieldValue, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  buildBookingInterest,
  createBookingInterest,
  instagramHandleProblem,
} from '../api/create-booking-interest.ts';

const now = { sentinel: 'serverTimestamp' } as unknown as FieldValue;
const input = {
  category: 'manicure' as const,
  serviceId: null,
  preferredDate: '2026-12-02',
  preferredTime: '14:00',
  instagramHandle: '',
  clientNotes: '',
};

describe('the booking interest a client writes', () => {
  it('has exactly the fields the rules accept, status new and the server time', () => {
    expect(buildBookingInterest('uid-1', input, now)).toEqual({
      client_id: 'uid-1',
      category: 'manicure',
      preferred_date: '2026-12-02',
      preferred_time: '14:00',
      status: 'new',
      created_at: now,
    });
  });

  it('keeps the optional handle (without its @) and notes when given', () => {
    const doc = buildBookingInterest(
      'uid-1',
      { ...input, instagramHandle: ' @jane.nails ', clientNotes: ' Short, pink ' },
      now,
    );
    expect(doc).toMatchObject({ instagram_handle: 'jane.nails', client_notes: 'Short, pink' });
  });

  it('names the service she came with (`?service=`)', () => {
    expect(buildBookingInterest('uid-1', { ...input, serviceId: 'svc-gel' }, now)).toMatchObject({
      category: 'manicure',
      service_id: 'svc-gel',
    });
  });

  it('accepts Instagram usernames and refuses anything else', () => {
    expect(instagramHandleProblem('')).toBeNull();
    expect(instagramHandleProblem('@jane_doe.99')).toBeNull();
    expect(instagramHandleProblem('jane doe')).toMatch(/letters, numbers/);
    expect(instagramHandleProblem('a'.repeat(31))).not.toBeNull();
  });

  it('is refused without a signed-in client', async () => {
    await expect(createBookingInterest({} as Firestore, null, input)).rejects.toThrow(
      'Must be logged in to submit booking interest',
    );
  });
});
