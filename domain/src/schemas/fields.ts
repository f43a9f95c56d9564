import { z } from 'zod';

/** A time of day as the studio writes it, 24-hour 'HH:mm' (availability, preferred time). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:mm');

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date without time zone, 'yyyy-MM-dd' (booking interest preferred_date). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd')
  .refine(isCalendarDate, 'Not a calendar date');

/** Text a person must type: not empty, not only spaces. */
export const requiredTextSchema = z.string().trim().min(1, 'Required');

/**
 * An id Firestore takes for a document: no slash, not '.' or '..', not '__…__' (reserved), at most
 * 128 characters (firestore.rules' isDocumentId). A reference to any other id is a poison event.
 */
export function isUsableDocumentId(id: unknown): id is string {
  return (
    typeof id === 'string' && /^[^/]{1,128}$/.test(id) && id !== '.' && id !== '..' && !/^__.*__$/.test(id)
  );
}

/** A document id of another document (uid, service id, …): one Firestore takes (above). */
export const documentIdSchema = z
  .string()
  .min(1, 'Required')
  .regex(/^[^/]+$/, 'A document id has no slash')
  .refine(isUsableDocumentId, 'Not a document id Firestore takes');

/** Dollars: finite and not negative. */
export const moneySchema = z.number().finite().min(0);

export const displayOrderSchema = z.number().int().min(0);

/** An Instagram username without its @: letters, digits, dots and underscores, at most 30
 * (firestore.rules' isInstagramHandle, which also takes a leading @). */
export const instagramUsernamePattern = /^[A-Za-z0-9._]{1,30}$/;

/**
 * The input of a callable that takes none: nothing, null or `{}` (what the SDK sends for a call
 * without data). Anything else is a request meant for another call, refused as invalid-argument.
 */
export const noInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);
