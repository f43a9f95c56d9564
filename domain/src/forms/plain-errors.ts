import type { z } from 'zod';

/**
 * Schema issues in the studio's words. zod's own texts ("Too big: expected number to be <=100")
 * are for developers; a form shows these instead, beside the field, and at most one toast per
 * submit. A message a schema wrote itself ('Required', 'No spaces or slashes') is kept as it is.
 */
type Issue = z.core.$ZodIssue;

/** zod's default texts all start like this; a schema's own message never does. */
const zodDefault = /^(Invalid|Too (small|big)|Unrecognized)/;

const amount = (value: number | bigint) => Number(value).toLocaleString('en-US');

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = amount(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small) return issue.minimum === 1 ? 'Required' : `Enter at least ${bound} characters`;
    return `Keep it to ${bound} characters or fewer`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return small ? `Choose at least ${bound}` : `Choose at most ${bound}`;
  }
  if (small) return issue.inclusive ? `Enter ${bound} or more` : `Enter more than ${bound}`;
  return issue.inclusive ? `Enter ${bound} or less` : `Enter less than ${bound}`;
}

function typeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.expected === 'int') return 'Enter a whole number';
  if (issue.expected === 'number') return 'Enter a number';
  if (issue.expected === 'string') return 'Required';
  return 'Required';
}

function formatMessage(issue: Issue & { code: 'invalid_format' }): string {
  if (issue.format === 'email') return 'Enter an e-mail address such as name@example.com';
  if (issue.format === 'url') return 'Enter a web address starting with https://';
  return 'This is not in the expected form';
}

/** One issue as a short sentence a studio owner understands. */
export function plainIssueMessage(issue: Issue): string {
  if (!zodDefault.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_type':
      return typeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return 'Choose one of the options';
    case 'not_multiple_of':
      return `Enter a multiple of ${amount(issue.divisor)}`;
    default:
      return 'This value is not accepted';
  }
}

/** A form's problems: the first plain message of each field, keyed by the field's name. */
export type FieldProblems = Readonly<Record<string, string>>;

export function fieldProblems(issues: readonly Issue[]): FieldProblems {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= plainIssueMessage(issue);
  }
  return problems;
}

/**
 * The one line a toast shows for a refused form: the first problem named by its field's label,
 * and how many more there are beside their fields.
 */
export function problemSummary(
  problems: FieldProblems,
  labels: Readonly<Record<string, string>>,
): string | null {
  const entries = Object.entries(problems);
  const first = entries[0];
  if (!first) return null;
  const [field, message] = first;
  const label = labels[field];
  const line = label ? `${label}: ${message}` : message;
  const more = entries.length - 1;
  return more === 0 ? line : `${line} (and ${more} more field${more === 1 ? '' : 's'} to check)`;
}
