import { describe, expect, it } from 'vitest';
import { profileEmailUpdate } from './sign-in-email.ts';

const account = (email: string | null, emailVerified = true) => ({
  email,
  emailVerified,
  confirmedPhones: [],
});

describe('her profile e-mail follows her sign-in e-mail', () => {
  it('takes a new verified sign-in e-mail', () => {
    expect(profileEmailUpdate('ana@old.test', account('ana@new.test'))).toBe('ana@new.test');
    expect(profileEmailUpdate(null, account('ana@new.test'))).toBe('ana@new.test');
  });

  it('changes nothing when it already matches, is unverified, or there is no account', () => {
    expect(profileEmailUpdate('Ana@New.test', account('ana@new.test'))).toBeNull();
    expect(profileEmailUpdate('ana@old.test', account('ana@new.test', false))).toBeNull();
    expect(profileEmailUpdate('ana@old.test', null)).toBeNull();
  });
});
