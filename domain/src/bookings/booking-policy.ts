// The deposit and cancellation policy in the client's words (issue 29: one truth about money and
// policy). The home page's booking blurb, the booking wizard and its confirmation, the staff
// booking form and the cancel dialog all say it with this one function, from the settings, so no
// screen can promise a deposit or a notice period the studio does not keep.
import { formatBookingPrice } from '../pricing/money.ts';
import type { SettingsValues } from '../settings/registry.ts';

export type BookingPolicySettings = Pick<
  SettingsValues,
  'booking_settings' | 'deposit_refundable' | 'deposit_memo'
>;

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** The owner's deposit memo as a sentence of its own (her words; a full stop added if she left none). */
function memoSentence(memo: string): string {
  const words = memo.trim();
  if (!words) return '';
  return /[.!?]$/.test(words) ? ` ${words}` : ` ${words}.`;
}

/**
 * E.g. "A 25% deposit holds your spot. Required to secure your appointment. Cancel up to 24 hours
 * before for a full refund.", the middle sentence being the owner's deposit memo. With
 * `depositDollars` (one appointment's deposit, e.g. its quote's) the amount is stated instead of
 * the percentage.
 */
export function bookingPolicySentence(
  settings: BookingPolicySettings,
  appointment: { depositDollars?: number } = {},
): string {
  const { requireDeposit, depositPercentage, cancellationWindow } = settings.booking_settings;
  const amount = appointment.depositDollars;
  const hasDeposit = amount === undefined ? requireDeposit && depositPercentage > 0 : amount > 0;
  const deposit = !hasDeposit
    ? 'No deposit is needed to hold your spot.'
    : amount === undefined
      ? `A ${depositPercentage}% deposit holds your spot.`
      : `A ${formatBookingPrice(amount)} deposit holds your spot.`;
  // Online cancellation closes cancellationWindow hours before (clientCancellationProblem).
  const until =
    cancellationWindow === 0
      ? 'any time before your appointment'
      : `up to ${hours(cancellationWindow)} before`;
  const cancel = !hasDeposit
    ? `You can cancel online ${until}.`
    : settings.deposit_refundable
      ? `Cancel ${until} for a full refund.`
      : `You can cancel online ${until}; the deposit is not refunded.`;
  const memo = hasDeposit ? memoSentence(settings.deposit_memo) : '';
  return `${deposit}${memo} ${cancel}`;
}
