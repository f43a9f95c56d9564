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
