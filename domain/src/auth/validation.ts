import { z } from 'zod';
import type { FieldProblems } from '../forms/plain-errors.ts';

/** The exact messages of spec §5; each failed rule is its own error toast. */
export const authMessages = {
  invalidEmail: 'Invalid email address',
  shortPassword: 'Password must be at least 6 characters',
  shortName: 'Name must be at least 2 characters',
  passwordsDontMatch: "Passwords don't match",
} as const;

export const passwordMinLength = 6;
export const fullNameMinLength = 2;

/** Characters as a person counts them: 'é' and '👩‍🎨' are one each. */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

const emailSchema = z
  .string()
  .trim()
  .pipe(z.email({ message: authMessages.invalidEmail }));
const passwordSchema = z
  .string()
  .refine((p) => characterCount(p) >= passwordMinLength, { message: authMessages.shortPassword });
const fullNameSchema = z
  .string()
  .trim()
  .refine((n) => characterCount(n) >= fullNameMinLength, { message: authMessages.shortName });

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInValues = z.output<typeof signInSchema>;

/** Fields in the form's order, so messages come out top to bottom. */
export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    // Compare even when another field failed, so every broken rule is reported at once.
    when: (payload) => {
      const v = payload.value as Record<string, unknown>;
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
export type SignUpValues = z.output<typeof signUpSchema>;

/** Every failed rule's message, in form order; empty when the input is valid. */
export function validationMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * The same rules as each field's first message, for the form to show beside the field: spec §5's
 * own words, as the toasts say them ("Invalid email address" included).
 */
export function validationProblems(schema: z.ZodType, input: unknown): FieldProblems {
  const result = schema.safeParse(input);
  const problems: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
  return problems;
}

/** "Forgot password?": the address the reset link goes to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** A new password typed twice (the reset link's form, My Account's change of password). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/** My Account's change of e-mail: the new address gets the verification link. */
export const emailChangeSchema = z.object({ email: emailSchema });
