import { describe, expect, it } from 'vitest';
import {
  authMessages,
  characterCount,
  signInSchema,
  signUpSchema,
  validationMessages,
  validationProblems,
} from './validation.ts';

const validSignUp = {
  fullName: 'Ana Lima',
  email: 'ana@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('sign-in validation', () => {
  it('accepts a valid address and a 6-character password', () => {
    expect(validationMessages(signInSchema, { email: 'ana@example.com', password: '123456' })).toEqual([]);
  });
  it('trims the address', () => {
    expect(signInSchema.parse({ email: '  ana@example.com ', password: '123456' }).email).toBe(
      'ana@example.com',
    );
  });
  it('reports both messages, in form order', () => {
    expect(validationMessages(signInSchema, { email: 'nope', password: '12345' })).toEqual([
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
  });
  it('refuses empty and blank input', () => {
    expect(validationMessages(signInSchema, { email: '', password: '' })).toEqual([
      authMessages.invalidEmail,
      authMessages.shortPassword,
    ]);
    expect(validationMessages(signInSchema, { email: '   ', password: '      ' })).toEqual([
      authMessages.invalidEmail,
    ]);
  });
  it('reports missing fields with the same messages instead of crashing', () => {
    expect(validationMessages(signInSchema, {}).length).toBe(2);
    expect(validationMessages(signInSchema, null).length).toBeGreaterThan(0);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('💅💅💅')).toBe(3);
    expect(validationMessages(signInSchema, { email: 'a@b.co', password: '💅💅💅' })).toEqual([
      authMessages.shortPassword,
    ]);
    expect(validationMessages(signInSchema, { email: 'a@b.co', password: 'pässwö' })).toEqual([]);
  });
  it('accepts a very long password', () => {
    expect(validationMessages(signInSchema, { email: 'a@b.co', password: 'x'.repeat(10_000) })).toEqual([]);
  });
});

describe('sign-up validation', () => {
  it('accepts valid input', () => {
    expect(validationMessages(signUpSchema, validSignUp)).toEqual([]);
  });
  it('reports a mismatch on the confirm field with "Passwords don\'t match"', () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: 'other1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "Passwords don't match", path: ['confirmPassword'] }),
    ]);
  });
  it('reports every failed rule at once, in form order', () => {
    expect(
      validationMessages(signUpSchema, {
        fullName: ' A ',
        email: 'x',
        password: '123',
        confirmPassword: '12',
      }),
    ).toEqual([
      'Name must be at least 2 characters',
      'Invalid email address',
      'Password must be at least 6 characters',
      "Passwords don't match",
    ]);
  });
  it('counts a name in characters after trimming', () => {
    expect(validationMessages(signUpSchema, { ...validSignUp, fullName: '李明' })).toEqual([]);
    expect(validationMessages(signUpSchema, { ...validSignUp, fullName: '👩‍🎨' })).toEqual([
      authMessages.shortName,
    ]);
    expect(validationMessages(signUpSchema, { ...validSignUp, fullName: '   ' })).toEqual([
      authMessages.shortName,
    ]);
  });
});

describe('sign-up problems beside their fields', () => {
  it('names each field with its first message, none when valid', () => {
    expect(validationProblems(signUpSchema, validSignUp)).toEqual({});
    expect(
      validationProblems(signUpSchema, {
        fullName: '',
        email: 'nope',
        password: '123',
        confirmPassword: '1',
      }),
    ).toEqual({
      fullName: authMessages.shortName,
      email: authMessages.invalidEmail,
      password: authMessages.shortPassword,
      confirmPassword: authMessages.passwordsDontMatch,
    });
  });
});
