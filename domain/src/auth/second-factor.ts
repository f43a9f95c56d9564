import { z } from 'zod';
import { characterCount } from './validation.ts';

/**
 * Two-step verification by text message (spec §4, multi-factor): the phone a second factor is
 * sent to, the 6-digit code a person types back, and how a phone is shown once enrolled.
 */
export const phoneNameMaxLength = 40;

export const secondFactorMessages = {
  invalidPhone: 'Enter your mobile number with its country code, e.g. +1 555 123 4567',
  invalidCode: 'Enter the 6-digit code from the text message',
  longPhoneName: `Name the phone in ${phoneNameMaxLength} characters or fewer`,
} as const;

/**
 * A mobile number as people type it ('+1 (555) 123-4567', '0044 20 7946 0958') to E.164
 * ('+15551234567'): spaces, dots, dashes and brackets go, a leading 00 becomes '+'. The result
 * must be '+', a country code that does not start with 0, and 7 to 15 digits in all.
 */
export const phoneNumberSchema = z
  .string()
  .transform((typed) => typed.replace(/[\s().-]/g, '').replace(/^00/, '+'))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, { message: secondFactorMessages.invalidPhone }));

/** The code from the text message: six digits, spaces (as some phones paste it) ignored. */
export const verificationCodeSchema = z
  .string()
  .transform((typed) => typed.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: secondFactorMessages.invalidCode }));

/** What 'Add a phone' asks for: the number, and an optional name to tell phones apart. */
export const phoneFactorSchema = z.object({
  phoneNumber: phoneNumberSchema,
  name: z
    .string()
    .trim()
    .refine((name) => characterCount(name) <= phoneNameMaxLength, {
      message: secondFactorMessages.longPhoneName,
    }),
});
export type PhoneFactorValues = z.output<typeof phoneFactorSchema>;

/**
 * '•••• 1234': only the last four digits of a phone, whether it is stored in full or arrives
 * already hidden by Firebase ('+*******1234'); '••••' when fewer than four digits are known.
 * The space does not break, so a narrow screen never strands the digits on a line of their own.
 */
export function maskPhoneNumber(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `••••\u00a0${digits.slice(-4)}` : '••••';
}

/** The name a phone factor is listed under when the person gave none: 'Phone •••• 1234'. */
export function phoneFactorName(name: string, phoneNumber: string): string {
  return name.trim() || `Phone ${maskPhoneNumber(phoneNumber)}`;
}
