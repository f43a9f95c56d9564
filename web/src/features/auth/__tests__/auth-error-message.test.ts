import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../utils/auth-error-message.ts';

describe('Firebase auth errors in plain words', () => {
  it('maps the common codes', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      'Incorrect email or password. Please try again.',
    );
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
    expect(authErrorMessage({ code: 'auth/weak-password' })).toMatch(/at least 6 characters/);
    expect(authErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
  });

  it('explains the two-step verification failures', () => {
    expect(authErrorMessage({ code: 'auth/invalid-verification-code' })).toBe(
      'That code is not right. Check the text message and try again.',
    );
    expect(authErrorMessage({ code: 'auth/code-expired' })).toMatch(/expired.*Send a new one/);
    expect(authErrorMessage({ code: 'auth/requires-recent-login' })).toMatch(/sign in again/);
    expect(authErrorMessage({ code: 'auth/unverified-email' })).toMatch(/verify your email/);
    expect(authErrorMessage({ code: 'auth/second-factor-already-in-use' })).toMatch(/already set up/);
    expect(authErrorMessage({ code: 'auth/missing-multi-factor-session' })).toMatch(/start again/);
    expect(authErrorMessage({ code: 'auth/invalid-phone-number' })).toMatch(/country code/);
    for (const code of [
      'auth/quota-exceeded',
      'auth/captcha-check-failed',
      'auth/missing-verification-code',
    ]) {
      expect(authErrorMessage({ code })).not.toBe('Something went wrong. Please try again.');
    }
  });

  it("shows a blocking function's own message", () => {
    const error = {
      code: 'auth/internal-error',
      message:
        'Firebase: HTTP Cloud Function returned an error: {"error":{"message":"Sign-ups are closed","status":"PERMISSION_DENIED"}} (auth/internal-error).',
    };
    expect(authErrorMessage(error)).toBe('Sign-ups are closed');
  });

  it('says something friendly for anything unknown', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
