import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldProblems, plainIssueMessage, problemSummary } from './plain-errors.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return plainIssueMessage(parsed.error.issues[0] as z.core.$ZodIssue);
};

describe('plain error messages', () => {
  it('turns zod defaults into the studio’s words', () => {
    expect(messageOf(z.number().int(), 45.5)).toBe('Enter a whole number');
    expect(messageOf(z.number().max(100), 101)).toBe('Enter 100 or less');
    expect(messageOf(z.number().min(0), -1)).toBe('Enter 0 or more');
    expect(messageOf(z.number().positive(), 0)).toBe('Enter more than 0');
    expect(messageOf(z.number(), 'x')).toBe('Enter a number');
    // An empty number input read as NaN ("Invalid input: expected number, received NaN").
    expect(messageOf(z.number().min(0), Number.NaN)).toBe('Enter a number');
    expect(messageOf(z.string().trim().min(1), '  ')).toBe('Required');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Keep it to 3 characters or fewer');
    expect(messageOf(z.email(), 'x')).toBe('Enter an e-mail address such as name@example.com');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options');
  });

  it('keeps a message the schema wrote itself', () => {
    expect(messageOf(z.string().regex(/^[^\s/]+$/, 'No spaces or slashes'), 'a b')).toBe(
      'No spaces or slashes',
    );
  });

  it('keeps the first problem of each field and sums them up in one line', () => {
    const schema = z.object({
      title: z.string().min(1),
      slug: z.string().min(1).regex(/x/),
      minutes: z.number().int(),
    });
    const parsed = schema.safeParse({ title: '', slug: '', minutes: 1.5 });
    const problems = fieldProblems(parsed.error?.issues ?? []);
    expect(problems).toEqual({ title: 'Required', slug: 'Required', minutes: 'Enter a whole number' });
    expect(problemSummary(problems, { title: 'Title' })).toBe('Title: Required (and 2 more fields to check)');
    expect(problemSummary({}, {})).toBeNull();
  });
});
