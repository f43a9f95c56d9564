// The report's tables and their CSV (issue 33): a header row, CRLF line ends, amounts in dollars
// with two decimals, studio dates, fields quoted when they must be, and no cell a spreadsheet
// would run as a formula.
import { describe, expect, it } from 'vitest';
import { buildReport } from './report.ts';
import { fixtureInput } from './report-fixture.ts';
import {
  allFiguresCsv,
  cellText,
  csvFileName,
  dollarsText,
  type ReportTable,
  reportTables,
  tableCsv,
} from './tables.ts';

const report = buildReport(fixtureInput());
const tables = reportTables(report);
const table = (id: string) => tables.find((t) => t.id === id) as ReportTable;

describe('report tables', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [4_510, '45.10'],
    [123_456, '1234.56'],
    [-500, '-5.00'],
  ])('%d cents are %s dollars', (cents, text) => {
    expect(dollarsText(cents)).toBe(text);
  });

  it('shows amounts, shares and changes their own way on screen and in the CSV', () => {
    expect(cellText({ kind: 'money', cents: 123_456 }, 'screen')).toBe('$1,234.56');
    expect(cellText({ kind: 'money', cents: 123_456 }, 'csv')).toBe('1234.56');
    expect(cellText({ kind: 'percent', value: 3 / 27 }, 'screen')).toBe('11.1%');
    expect(cellText({ kind: 'percent', value: null }, 'csv')).toBe('');
    expect(cellText({ kind: 'change', value: 20 }, 'screen')).toBe('+20.0%');
    expect(cellText({ kind: 'change', value: null }, 'screen')).toBe('new');
  });

  it('revenue by member as CSV', () => {
    expect(tableCsv(table('revenue-by-member'))).toBe(
      'Member,Visits,Revenue ($)\r\nAva,13,511.20\r\nBea,8,330.60\r\n',
    );
  });

  it('revenue by week with a column per category, weeks by their Monday', () => {
    const lines = tableCsv(table('revenue-by-week')).split('\r\n');
    expect(lines[0]).toBe(
      'Week starting,Revenue ($),Manicure ($),Pedicure ($),Nail Art ($),Uncategorised ($)',
    );
    // Gel 4 × 45, pedicure 2 × 60, nail art 20.50, no removal.
    expect(lines[2]).toBe('2026-03-02,320.50,180.00,120.00,20.50,0.00');
  });

  it('quotes commas and quotes, and defuses formulas in text cells', () => {
    const odd: ReportTable = {
      id: 'odd',
      title: 'Odd',
      columns: ['Service', 'Revenue ($)'],
      rows: [
        [
          { kind: 'text', value: 'Gel, long "almond"' },
          { kind: 'money', cents: -500 },
        ],
        [
          { kind: 'text', value: '=HYPERLINK("x")' },
          { kind: 'money', cents: 100 },
        ],
        [
          { kind: 'text', value: 'Café crème' },
          { kind: 'money', cents: 1 },
        ],
      ],
    };
    expect(tableCsv(odd)).toBe(
      'Service,Revenue ($)\r\n"Gel, long ""almond""",-5.00\r\n"\'=HYPERLINK(""x"")",1.00\r\nCafé crème,0.01\r\n',
    );
  });

  it('compares each headline with the previous period', () => {
    const previous = buildReport(fixtureInput({ period: { from: '2026-01-29', to: '2026-02-28' } }));
    const summary = reportTables(report, previous)[0] as ReportTable;
    expect(summary.columns).toEqual(['Figure', 'This period', 'Previous period', 'Change (%)']);
    // February holds b38 and b39 only: $105.00; March $841.80 is +701.7 %.
    expect(tableCsv(summary).split('\r\n')[1]).toBe('Revenue,841.80,105.00,701.7');
  });

  it('puts every table in the All figures file under its title', () => {
    const csv = allFiguresCsv(tables, report.period);
    expect(
      csv.startsWith('Report,2026-03-01 to 2026-03-31\r\n\r\nSummary\r\nFigure,Value\r\nRevenue,841.80\r\n'),
    ).toBe(true);
    for (const t of tables) expect(csv).toContain(`\r\n${t.title}\r\n${tableCsv(t)}`);
    expect(table('shop-orders').rows).toHaveLength(4);
    expect(csvFileName('revenue-by-day', report.period)).toBe(
      'reports-revenue-by-day-2026-03-01-to-2026-03-31.csv',
    );
  });
});
