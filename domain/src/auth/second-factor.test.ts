import { describe, expect, it } from 'vitest';
import {
  maskPhoneNumber,
  phoneFactorName,
  phoneFactorSchema,
  phoneNumberSchema,
  secondFactorMessages,
  verificationCodeSchema,
} from './second-factor.ts';
import { validationMessages } from './validation.ts';

describe('the phone a second factor is sent to', () => {
  it.each([
    ['+15551234567', '+15551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    [' +44 20 7946 0958 ', '+442079460958'],
    ['0044 20.7946.0958', '+442079460958'],
    ['+6831234', '+6831234'],
    ['+123456789012345', '+123456789012345'],
  ])('accepts %j as %s', (typed, e164) => {
    expect(phoneNumberSchema.parse(typed)).toBe(e164);
  });

  it.each([
    ['no country code', '555 123 4567'],
    ['a country code starting with 0', '+0 555 123 4567'],
    ['too few digits', '+12345'],
    ['more than 15 digits', '+1234567890123456'],
    ['letters', '+1 555 CALL NOW'],
    ['nothing', ''],
  ])('refuses %s', (_case, typed) => {
    expect(validationMessages(phoneNumberSchema, typed)).toEqual([secondFactorMessages.invalidPhone]);
  });

  it('reports the number and a long name together, in form order', () => {
    expect(validationMessages(phoneFactorSchema, { phoneNumber: '555', name: 'x'.repeat(41) })).toEqual([
      secondFactorMessages.invalidPhone,
      secondFactorMessages.longPhoneName,
    ]);
    expect(phoneFactorSchema.parse({ phoneNumber: '+1 555 123 4567', name: '  Work phone ' })).toEqual({
      phoneNumber: '+15551234567',
      name: 'Work phone',
    });
  });
});

describe('the code from the text message', () => {
  it('is six digits; spaces are ignored', () => {
    expect(verificationCodeSchema.parse('123456')).toBe('123456');
    expect(verificationCodeSchema.parse(' 123 456 ')).toBe('123456');
  });

  it.each(['12345', '1234567', '12a456', ''])('refuses %j', (typed) => {
    expect(validationMessages(verificationCodeSchema, typed)).toEqual([secondFactorMessages.invalidCode]);
  });
});

describe('a phone on screen', () => {
  it('shows only the last four digits', () => {
    expect(maskPhoneNumber('+15551234567')).toBe('••••\u00a04567');
    expect(maskPhoneNumber('+*******4567')).toBe('••••\u00a04567');
    expect(maskPhoneNumber('+1 555 123-4567')).toBe('••••\u00a04567');
  });

  it('hides everything when fewer than four digits are known', () => {
    expect(maskPhoneNumber('+**12')).toBe('••••');
    expect(maskPhoneNumber(undefined)).toBe('••••');
    expect(maskPhoneNumber(null)).toBe('••••');
  });

  it('is named after its last digits when the person gave no name', () => {
    expect(phoneFactorName('', '+15551234567')).toBe('Phone ••••\u00a04567');
    expect(phoneFactorName(' Work ', '+15551234567')).toBe('Work');
  });
});
