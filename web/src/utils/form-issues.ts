import { type FieldProblems, problemSummary } from '@studio/domain';
import { notify } from './toast.tsx';

/**
 * A refused form raises one toast, whatever the number of problems: the first one, and how many
 * more there are. The problems themselves are shown beside their fields.
 */
export function notifyProblems(
  title: string,
  problems: FieldProblems,
  labels: Readonly<Record<string, string>>,
): boolean {
  const line = problemSummary(problems, labels);
  if (line) notify.error(title, line);
  return line !== null;
}

/** The same for a form whose problems are whole sentences: one toast, the first and a count. */
export function notifyIssues(title: string, lines: readonly string[]): boolean {
  const [first] = lines;
  if (first === undefined) return false;
  const more = lines.length - 1;
  notify.error(title, more === 0 ? first : `${first} (and ${more} more to check)`);
  return true;
}
