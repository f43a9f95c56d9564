/** Money is shown with a dollar sign; booking prices always with two decimals (spec §9). */
export function formatBookingPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toFixed(2)}`;
}

/**
 * Catalogue and shop prices: a dollar sign, whole dollars without decimals, otherwise cents
 * ($45, $12.50), with thousands separators.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = cents % 100 === 0;
  const text = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${sign}$${text}`;
}
