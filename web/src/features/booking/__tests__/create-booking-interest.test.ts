import { submitBookingInterestRequestSchema } from '@studio/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  bookingInterestRequest,
  createBookingInterest,
  instagramHandleProblem,
} from '../api/create-booking-interest.ts';

const { callFunction } = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('../../../lib/firebase/index.ts', () => ({ callFunction }));

const input = {
  category: 'manicure' as const,
  serviceId: null,
  preferredDate: '2026-12-02',
  preferredTime: '14:00',
  instagramHandle: '',
  clientNotes: '',
};

beforeEach(() => callFunction.mockReset());

describe('the booking request a client sends to submitBookingInterest', () => {
  it('has the wizard’s fields, the empty optional ones left out, and passes the callable’s schema', () => {
    const request = bookingInterestRequest(input);
    expect(request).toEqual({ category: 'manicure', preferredDate: '2026-12-02', preferredTime: '14:00' });
    expect(submitBookingInterestRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps the optional handle and notes when given, and names the service she came with', () => {
    const request = bookingInterestRequest({
      ...input,
      serviceId: 'svc-gel',
      instagramHandle: ' @jane.nails ',
      clientNotes: ' Short, pink ',
    });
    expect(request).toMatchObject({
      serviceId: 'svc-gel',
      instagramHandle: '@jane.nails',
      clientNotes: 'Short, pink',
    });
    expect(submitBookingInterestRequestSchema.parse(request)).toMatchObject({
      instagramHandle: 'jane.nails',
    });
  });

  it('accepts Instagram usernames and refuses anything else', () => {
    expect(instagramHandleProblem('')).toBeNull();
    expect(instagramHandleProblem('@jane_doe.99')).toBeNull();
    expect(instagramHandleProblem('jane doe')).toMatch(/letters, numbers/);
    expect(instagramHandleProblem('a'.repeat(31))).not.toBeNull();
  });

  it('is refused without a signed-in client, and calls nothing', async () => {
    await expect(createBookingInterest(null, input)).rejects.toThrow(
      'Must be logged in to submit booking interest',
    );
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('calls the callable, and its refusal’s words reach the caller (the toast)', async () => {
    callFunction.mockResolvedValueOnce({ interestId: 'i1' });
    expect(await createBookingInterest('uid-1', input)).toEqual({ interestId: 'i1' });
    expect(callFunction).toHaveBeenCalledWith('submitBookingInterest', bookingInterestRequest(input));
    callFunction.mockRejectedValueOnce(new Error('You already have 3 booking requests waiting'));
    await expect(createBookingInterest('uid-1', input)).rejects.toThrow(/3 booking requests waiting/);
  });
});
