import { describe, expect, it } from 'vitest';
import { deleteBookingRequestSchema, leaveWaitlistRequestSchema, waitlistLeaveProblem } from './removals.ts';

describe('removing a waitlist entry', () => {
  it('is hers, or the owner’s; nobody else’s', () => {
    expect(waitlistLeaveProblem({ callerUid: 'ana', callerIsOwner: false, entryClientId: 'ana' })).toBeNull();
    expect(waitlistLeaveProblem({ callerUid: 'olga', callerIsOwner: true, entryClientId: 'ana' })).toBeNull();
    expect(waitlistLeaveProblem({ callerUid: 'bea', callerIsOwner: false, entryClientId: 'ana' })).toBe(
      'You can only leave your own waitlist.',
    );
  });
});

describe('the removal requests', () => {
  it('name one document and nothing else', () => {
    expect(deleteBookingRequestSchema.safeParse({ bookingId: 'b1' }).success).toBe(true);
    expect(deleteBookingRequestSchema.safeParse({ bookingId: 'b1', also: 'x' }).success).toBe(false);
    expect(deleteBookingRequestSchema.safeParse({ bookingId: 'a/b' }).success).toBe(false);
    expect(leaveWaitlistRequestSchema.safeParse({}).success).toBe(false);
  });
});
