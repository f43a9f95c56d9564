import { describe, expect, it } from 'vitest';
import { type ClientAccount, messageRoute, type ReachFacts } from './reach.ts';

const verified: ClientAccount = {
  email: 'ana@new.test',
  emailVerified: true,
  confirmedPhones: ['+15550102030'],
};
const facts = (changes: Partial<ReachFacts> = {}, preference: 'email' | 'sms' | 'instagram' | null = null) =>
  ({
    channels: { email: true, sms: true },
    studioDefault: 'email',
    profile: {
      email: 'ana@old.test',
      phone: '+1 (555) 010-2030',
      preferences: { communicationPreference: preference },
    },
    account: verified,
    ...changes,
  }) satisfies ReachFacts;

describe('messageRoute: her way, when the studio has it', () => {
  it('sends to her verified sign-in e-mail, not the profile copy', () => {
    expect(messageRoute(facts())).toEqual({ channel: 'email', to: 'ana@new.test', note: null });
  });

  it('texts her confirmed phone when she chose text', () => {
    expect(messageRoute(facts({}, 'sms'))).toEqual({ channel: 'sms', to: '+15550102030', note: null });
  });

  it('falls back to the other channel when hers is not set up, and says so', () => {
    const route = messageRoute(facts({ channels: { email: true, sms: false } }, 'sms'));
    expect(route).toEqual({
      channel: 'email',
      to: 'ana@new.test',
      note: 'She chose text, but the studio has no text channel set up: sent by e-mail.',
    });
  });

  it('uses the studio default for a client who chose Instagram', () => {
    expect(messageRoute(facts({ studioDefault: 'sms' }, 'instagram'))).toMatchObject({ channel: 'sms' });
  });
});

describe('messageRoute: never to an address nobody confirmed', () => {
  it('skips an unverified e-mail and an unconfirmed phone', () => {
    const account = { email: 'victim@example.com', emailVerified: false, confirmedPhones: [] };
    const route = messageRoute(facts({ account }, 'sms'));
    expect(route).toEqual({
      channel: null,
      skipped: 'her phone number is not confirmed; her e-mail address is not verified',
    });
  });

  it('texts only a phone Firebase confirmed (a typed phone falls back to e-mail)', () => {
    const account = { ...verified, confirmedPhones: ['+15559999999'] };
    expect(messageRoute(facts({ account }, 'sms'))).toEqual({
      channel: 'email',
      to: 'ana@new.test',
      note: 'She chose text, but her phone number is not confirmed: sent by e-mail.',
    });
  });

  it('uses what staff entered on a record without an account (a walk-in)', () => {
    expect(messageRoute(facts({ account: null }))).toEqual({
      channel: 'email',
      to: 'ana@old.test',
      note: null,
    });
    expect(messageRoute(facts({ account: null }, 'sms'))).toMatchObject({
      channel: 'sms',
      to: '+1 (555) 010-2030',
    });
  });

  it('sends nothing when no channel is set up', () => {
    expect(messageRoute(facts({ channels: { email: false, sms: false } }))).toMatchObject({ channel: null });
  });
});
