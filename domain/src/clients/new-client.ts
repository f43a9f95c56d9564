import { z } from 'zod';
import { instagramUsernamePattern } from '../schemas/fields.ts';
import { withoutBidiControls } from './client-name.ts';

/** Absent, blank or spaces only becomes null: the optional contact fields are given or absent. */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value.trim() || null : value;
}

/** Same limits as firestore.rules' isPhone: digits, spaces, + ( ) . -, at most 30; at least 7 digits. */
const phoneSchema = z
  .string()
  .regex(/^[0-9+() .-]{1,30}$/, {
    message: 'A phone number has digits, spaces and + ( ) . - only',
    abort: true,
  })
  .refine((phone) => phoneDigits(phone).length >= 7, 'A phone number has at least 7 digits');

/** Instagram usernames: letters, digits, dots and underscores, at most 30 (the @ is dropped). */
const instagramHandleSchema = z
  .string()
  .transform((handle) => handle.replace(/^@+/, ''))
  .pipe(z.string().regex(instagramUsernamePattern, 'An Instagram handle has letters, digits, . and _ only'));

/**
 * 'Add Client' (a walk-in client without an account): a name, and any of e-mail, phone and
 * Instagram handle. The e-mail is kept in lower case so the sign-up function finds her record.
 */
export const newClientSchema = z.object({
  // Bidirectional controls stripped first (client-name.ts): a name of only those is no name.
  full_name: z
    .string()
    .transform(withoutBidiControls)
    .pipe(z.string().trim().min(1, 'Required').max(200, 'At most 200 characters')),
  email: z.preprocess(
    blankToNull,
    z
      .email('Not an e-mail address')
      .max(320)
      .transform((email) => email.toLowerCase())
      .nullable(),
  ),
  phone: z.preprocess(blankToNull, phoneSchema.nullable()),
  instagram_handle: z.preprocess(blankToNull, instagramHandleSchema.nullable()),
});
export type NewClientInput = z.input<typeof newClientSchema>;
export type NewClient = z.output<typeof newClientSchema>;

/** The digits of a phone number: '+1 (555) 010-2030' and '15550102030' are the same phone. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/** Why a new client was refused as a duplicate: the field that matched and the existing record. */
export interface DuplicateClient {
  field: 'email' | 'phone';
  clientId: string;
}

export const duplicateClientMessages: Record<DuplicateClient['field'], string> = {
  email: 'A client with this e-mail already exists',
  phone: 'A client with this phone number already exists',
};

/**
 * Whether staff's Add Client may point at an existing record instead of making a new one: a walk-in
 * record staff made, or an account whose e-mail Auth has verified. Anyone can sign up with any
 * address, so an unverified account is never linked: the bookings staff then made on it would show
 * to whoever typed the address (spec: no walk-in squatting).
 */
export function isLinkableClient(record: { walk_in: boolean; email_verified: boolean }): boolean {
  return record.walk_in || record.email_verified;
}

/** What staff's Add Client says when it made a fresh record beside an unverified account. */
export const unverifiedAccountUsesEmailMessage =
  'An unverified account uses this e-mail: she was added as a new record, which joins that account once its e-mail is verified';

/** The callable's name and answer (functions/src/clients/add-client.ts). */
export const addClientFunction = 'addClient';
export interface AddClientAnswer {
  clientId: string;
  /** True when an account with this e-mail exists but is unverified, so it was not linked. */
  unverifiedAccountUsesEmail?: boolean;
}

/** One way to send a client a message from her record. */
export interface ClientMessageLink {
  kind: 'instagram' | 'email' | 'phone';
  href: string;
  label: string;
}

export const noMessageLinkReason = 'No Instagram handle, e-mail or phone number on file';

/**
 * 'Send Message' on a client's record: an Instagram direct message to her handle; without one,
 * her e-mail and her phone (either or both); none when she left none of them.
 */
export function clientMessageLinks(client: {
  instagram_handle: string | null;
  email: string | null;
  phone: string | null;
}): ClientMessageLink[] {
  const handle = (client.instagram_handle ?? '').trim().replace(/^@+/, '');
  if (handle)
    return [{ kind: 'instagram', href: `https://ig.me/m/${encodeURIComponent(handle)}`, label: 'Instagram' }];
  const links: ClientMessageLink[] = [];
  const email = (client.email ?? '').trim();
  if (email) links.push({ kind: 'email', href: `mailto:${email}`, label: 'E-mail' });
  const dial = (client.phone ?? '').replace(/[^0-9+]/g, '');
  if (dial) links.push({ kind: 'phone', href: `tel:${dial}`, label: 'Call' });
  return links;
}
