import { z } from 'zod';

/**
 * Form inputs arrive as text. These schemas turn text into numbers or addresses and refuse what
 * is not one, instead of quietly saving a different value (a stock of "2.5" is a mistake to
 * point out, not a 2 to store).
 */

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  // Number(), not parseFloat: '12abc' is a typo, not 12.
  return trimmed === '' ? undefined : Number(trimmed);
}

interface Bounds {
  min?: number;
  max?: number;
  /** The smallest value is refused (a price must be more than 0). */
  aboveMin?: boolean;
}

function boundedNumber(base: z.ZodNumber, { min, max, aboveMin }: Bounds, whole: boolean) {
  const range = min !== undefined && max !== undefined ? `Enter a number from ${min} to ${max}` : undefined;
  let schema = base;
  if (min !== undefined)
    schema = aboveMin
      ? schema.gt(min, `Enter more than ${min}`)
      : schema.min(min, range ?? `Enter ${min} or more`);
  if (max !== undefined) schema = schema.max(max, range ?? `Enter ${max} or less`);
  return whole ? schema.int('Enter a whole number') : schema;
}

/** A typed number; empty is refused with "Required". */
export function numberText(bounds: Bounds = {}) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? 'Required' : 'Enter a number'),
  });
  return z.preprocess(toNumber, boundedNumber(number.finite('Enter a number'), bounds, false));
}

/** A typed whole number (minutes, stock, order); decimals are refused, never truncated. */
export function wholeNumberText(bounds: Bounds = {}) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? 'Required' : 'Enter a whole number'),
  });
  return z.preprocess(toNumber, boundedNumber(number, bounds, true));
}

/** Dollars to the cent (24.999 is refused, not rounded to 25). */
export function dollarText(bounds: Bounds = {}) {
  return numberText(bounds).refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    'Enter an amount in dollars and cents, such as 12.50',
  );
}

/** Empty text becomes null; anything else must be an amount. */
export function optionalDollarText(bounds: Bounds = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    dollarText(bounds).nullable(),
  );
}

/** Hosts an image may come from besides any https: address: the Storage emulator, locally. */
const localStorageHosts = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

function isWebAddress(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An image address: https: only (or the local Storage emulator's http://127.0.0.1), so a
 * `javascript:` or `data:` address can never reach an <img> or a link. Empty becomes null.
 */
export const imageUrlText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z
    .string()
    .max(2000, 'The image address is too long')
    .refine(
      (url) => url.startsWith('https://') || localStorageHosts.test(url),
      'Use an image address starting with https://',
    )
    .refine(isWebAddress, 'This is not a web address')
    .nullable(),
);
