/** Money is shown with a dollar sign; booking prices always with two decimals (spec §9). */
export function formatBookingPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toFixed(2)}`;
}
