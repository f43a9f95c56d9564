import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { type BookingPolicySettings, bookingPolicySentence } from './booking-policy.ts';

const policy = (
  booking: Partial<BookingPolicySettings['booking_settings']> = {},
  refundable = true,
): BookingPolicySettings => {
  const defaults = defaultSettings();
  return {
    booking_settings: { ...defaults.booking_settings, ...booking },
    deposit_refundable: refundable,
    deposit_memo: '',
  };
};

describe('bookingPolicySentence', () => {
  it('says the defaults as the home page shows them', () => {
    expect(bookingPolicySentence(defaultSettings())).toBe(
      'A 25% deposit holds your spot. Required to secure your appointment. Cancel up to 24 hours before for a full refund.',
    );
  });

  it("puts the owner's deposit memo next to the deposit, and only when there is one", () => {
    const memo = (deposit_memo: string) => ({ ...policy(), deposit_memo });
    expect(bookingPolicySentence(memo('Paid by card when you book'))).toBe(
      'A 25% deposit holds your spot. Paid by card when you book. Cancel up to 24 hours before for a full refund.',
    );
    expect(bookingPolicySentence(memo('  Non-refundable after 48 h!  '), { depositDollars: 10 })).toBe(
      'A $10.00 deposit holds your spot. Non-refundable after 48 h! Cancel up to 24 hours before for a full refund.',
    );
    expect(bookingPolicySentence(memo('Paid by card when you book'), { depositDollars: 0 })).toBe(
      'No deposit is needed to hold your spot. You can cancel online up to 24 hours before.',
    );
  });

  it('follows the deposit percentage and the cancellation window', () => {
    expect(bookingPolicySentence(policy({ depositPercentage: 12.5, cancellationWindow: 48 }))).toBe(
      'A 12.5% deposit holds your spot. Cancel up to 48 hours before for a full refund.',
    );
    expect(bookingPolicySentence(policy({ cancellationWindow: 1 }))).toBe(
      'A 25% deposit holds your spot. Cancel up to 1 hour before for a full refund.',
    );
    expect(bookingPolicySentence(policy({ cancellationWindow: 0 }))).toBe(
      'A 25% deposit holds your spot. Cancel any time before your appointment for a full refund.',
    );
  });

  it('states one appointment’s deposit as an amount', () => {
    expect(bookingPolicySentence(policy(), { depositDollars: 16.25 })).toBe(
      'A $16.25 deposit holds your spot. Cancel up to 24 hours before for a full refund.',
    );
    expect(bookingPolicySentence(policy(), { depositDollars: 0 })).toBe(
      'No deposit is needed to hold your spot. You can cancel online up to 24 hours before.',
    );
  });

  it('says when there is no deposit, or when it is kept', () => {
    expect(bookingPolicySentence(policy({ requireDeposit: false }))).toBe(
      'No deposit is needed to hold your spot. You can cancel online up to 24 hours before.',
    );
    expect(bookingPolicySentence(policy({ depositPercentage: 0 }))).toContain('No deposit is needed');
    expect(bookingPolicySentence(policy({}, false))).toBe(
      'A 25% deposit holds your spot. You can cancel online up to 24 hours before; the deposit is not refunded.',
    );
  });
});
