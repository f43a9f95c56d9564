import { describe, expect, it, vi } from 'vitest';
import { withdrawBookingInterest } from '../api/my-booking-interests.ts';

const { callFunction } = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('../../../lib/firebase/index.ts', () => ({ callFunction }));

describe('a client withdrawing her request', () => {
  it('goes through the withdrawBookingInterest callable, and its refusal reaches the toast', async () => {
    callFunction.mockResolvedValueOnce({ interestId: 'i1', status: 'withdrawn' });
    await withdrawBookingInterest('i1');
    expect(callFunction).toHaveBeenCalledWith('withdrawBookingInterest', { interestId: 'i1' });
    callFunction.mockRejectedValueOnce(new Error('We have already answered this request'));
    await expect(withdrawBookingInterest('i1')).rejects.toThrow(/already answered/);
  });
});
