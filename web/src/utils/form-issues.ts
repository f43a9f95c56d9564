import type { z } from 'zod';
import { notify } from './toast.tsx';

/**
 * One readable line per failed rule, named by the form's label for the field ('Name: Required').
 * A form shows each as its own error toast and sends nothing (spec §5).
 */
export function issueMessages(
  issues: readonly z.core.$ZodIssue[],
  labels: Readonly<Record<string, string>>,
): string[] {
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const label = labels[key] ?? key;
    return label ? `${label}: ${issue.message}` : issue.message;
  });
}

/** Toasts every line; answers whether there were any (so the caller stops). */
export function notifyIssues(title: string, lines: readonly string[]): boolean {
  for (const line of lines) notify.error(title, line);
  return lines.length > 0;
}
