// How a message reaches a client (issues 29 and 30): the way she chose (e-mail or text) when the
// studio has that channel set up, else the other; and never to an address nobody has confirmed,
// so a sign-up with someone else's e-mail or phone cannot make the studio write to that person.
//
// Confirmed means, for an account (she signs in):
//   - e-mail: her sign-in e-mail with Firebase's "verified" mark. The sign-in e-mail is used, not
//     the profile's copy, so a changed sign-in e-mail is where every later message goes.
//   - phone: the profile's phone is one Firebase has confirmed by a texted code, i.e. her two-step
//     verification phone (or a phone sign-in). The studio has no other phone check; a phone she
//     only typed into her profile gets no texts.
// For a record without an account (a walk-in added by staff): the e-mail and phone staff entered,
// since staff took them from her in person and no client can make such a record.
import type { CommunicationPreference } from '../enums/clients.ts';
import type { NotificationDriver } from '../enums/settings.ts';
import type { NotificationChannels } from '../settings/registry.ts';

/** What Firebase Auth knows of her account; null when the record has no account. */
export interface ClientAccount {
  email: string | null;
  emailVerified: boolean;
  /** Phones Firebase confirmed by a texted code (second factors, phone sign-in). */
  confirmedPhones: readonly string[];
}

export interface ReachFacts {
  /** The setting notification_channels: which extensions are installed. */
  channels: NotificationChannels;
  /** The setting notification_driver: the way for a client who chose neither. */
  studioDefault: NotificationDriver;
  profile: {
    email: string | null;
    phone: string | null;
    preferences?: { communicationPreference: CommunicationPreference | null } | null;
  };
  account: ClientAccount | null;
}

export type MessageRoute =
  | { channel: NotificationDriver; to: string; note: string | null }
  | { channel: null; skipped: string };

const channelWords: Record<NotificationDriver, string> = { email: 'e-mail', sms: 'text' };

/** Digits only, so '+1 (555) 010-2030' and '+15550102030' are the same phone. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** Her address on a channel, or why there is none. */
function addressOn(channel: NotificationDriver, facts: ReachFacts): { to: string } | { missing: string } {
  const { profile, account } = facts;
  if (channel === 'email') {
    if (!account) {
      const email = profile.email?.trim();
      return email ? { to: email } : { missing: 'she has no e-mail address on file' };
    }
    const email = account.email?.trim();
    if (!email) return { missing: 'her account has no e-mail address' };
    return account.emailVerified ? { to: email } : { missing: 'her e-mail address is not verified' };
  }
  const phone = profile.phone?.trim();
  if (!phone) return { missing: 'she has no phone number on file' };
  if (!account) return { to: phone };
  const confirmed = account.confirmedPhones.find(
    (p) => phoneDigits(p) !== '' && phoneDigits(p) === phoneDigits(phone),
  );
  return confirmed ? { to: confirmed } : { missing: 'her phone number is not confirmed' };
}

/**
 * The channel and address of a message to her, with a note for staff when it did not go the
 * way she chose (Messages shows it), or why nothing is sent.
 */
export function messageRoute(facts: ReachFacts): MessageRoute {
  const chosen = facts.profile.preferences?.communicationPreference;
  const wanted: NotificationDriver = chosen === 'email' || chosen === 'sms' ? chosen : facts.studioDefault;
  const other: NotificationDriver = wanted === 'email' ? 'sms' : 'email';
  const whose = chosen === 'email' || chosen === 'sms' ? 'She chose' : "The studio's default is";
  const why: string[] = [];
  for (const channel of [wanted, other]) {
    if (!facts.channels[channel]) {
      why.push(`the studio has no ${channelWords[channel]} channel set up`);
      continue;
    }
    const address = addressOn(channel, facts);
    if ('missing' in address) {
      why.push(address.missing);
      continue;
    }
    const note =
      channel === wanted
        ? null
        : `${whose} ${channelWords[wanted]}, but ${why.join(' and ')}: sent by ${channelWords[channel]}.`;
    return { channel, to: address.to, note };
  }
  return { channel: null, skipped: why.join('; ') };
}
