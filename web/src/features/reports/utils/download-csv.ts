import { downloadTextFile } from '../../../utils/download-file.ts';

/**
 * Saves CSV text as a file. A byte-order mark leads it so spreadsheet programs read it as UTF-8
 * (names with accents stay whole); the text itself is the domain's (reports/tables.ts).
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadTextFile(fileName, 'text/csv;charset=utf-8', `\uFEFF${csv}`);
}
