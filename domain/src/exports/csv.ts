/**
 * CSV as spreadsheets read it (RFC 4180): commas, quotes and line breaks inside a cell are
 * quoted, lines end with CRLF. A cell that starts like a formula (= + - @, tab, return) is
 * prefixed with an apostrophe: a client's name typed as "=HYPERLINK(…)" must stay text when the
 * owner opens the export in a spreadsheet.
 */

export type CsvCell = string | number | boolean | Date | null | undefined | readonly string[];

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const formulaStart = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (Array.isArray(cell)) return cell.join('; ');
  return String(cell);
}

export function csvCell(cell: CsvCell): string {
  let text = cellText(cell);
  // Numbers stay numbers (a negative amount is not a formula); typed text is defused.
  if (typeof cell === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
