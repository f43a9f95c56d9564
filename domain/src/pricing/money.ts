/** Money is shown with a dollar sign; booking prices always with two decimals (spec §9). */
export function formatBookingPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '$0.00';
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toFixed(2)}`;
}

// Made once: toLocaleString with options builds a new formatter on every call, which showed as a
// top cost of the catalogue's and the shop's pages in a browser profile.
const wholeDollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Catalogue and shop prices: a dollar sign, whole dollars without decimals, otherwise cents
 * ($45, $12.50), with thousands separators.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const format = cents % 100 === 0 ? wholeDollars : dollarsAndCents;
  return `${sign}$${format.format(cents / 100)}`;
}
