import { notify } from './toast.tsx';

/**
 * A refused form whose problems are whole sentences raises one toast, whatever their number: the
 * first one, and how many more there are.
 */
export function notifyIssues(title: string, lines: readonly string[]): boolean {
  const [first] = lines;
  if (first === undefined) return false;
  const more = lines.length - 1;
  notify.error(title, more === 0 ? first : `${first} (and ${more} more to check)`);
  return true;
}
