// The report as tables (issue 33): what the screen shows under each chart and what each CSV
// download holds, built once so the two cannot disagree. Cells keep their kind; the screen and
// the CSV each write them their own way (cellText).

import { orderStatusLabels } from '../schemas/orders.ts';
import { reportStatusLabels } from './appointments.ts';
import type { Report } from './report.ts';
import { figureChange } from './report.ts';

export type ReportCell =
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'money'; cents: number }
  /** A share from 0 to 1; null when there was nothing to divide by. */
  | { kind: 'percent'; value: number | null }
  /** A change in percent; null when the previous figure was 0. */
  | { kind: 'change'; value: number | null };

export interface ReportTable {
  id: string;
  title: string;
  columns: string[];
  rows: ReportCell[][];
}

const text = (value: string): ReportCell => ({ kind: 'text', value });
const count = (value: number): ReportCell => ({ kind: 'count', value });
const money = (cents: number): ReportCell => ({ kind: 'money', cents });
const percent = (value: number | null): ReportCell => ({ kind: 'percent', value });

/** Dollars with two decimals from cents ("1234.50", "-5.00"). */
export function dollarsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** A cell as the screen shows it ('screen') or as the CSV holds it ('csv': no $ or % signs). */
export function cellText(cell: ReportCell, to: 'screen' | 'csv'): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return String(cell.value);
    case 'money':
      return to === 'csv'
        ? dollarsText(cell.cents)
        : `$${dollarsText(cell.cents).replace(/\B(?=(\d{3})+\.)/g, ',')}`;
    case 'percent':
      if (cell.value === null) return to === 'csv' ? '' : '–';
      return to === 'csv' ? oneDecimal(cell.value * 100) : `${oneDecimal(cell.value * 100)}%`;
    case 'change':
      if (cell.value === null) return to === 'csv' ? '' : 'new';
      return to === 'csv' ? oneDecimal(cell.value) : `${cell.value > 0 ? '+' : ''}${oneDecimal(cell.value)}%`;
  }
}

/** The headline figures, each comparable with the previous period's. */
export interface Headline {
  label: string;
  cell: (report: Report) => ReportCell;
  /** The number compared (cents, counts, or a share). */
  value: (report: Report) => number | null;
}

const utilisationOf = (report: Report) => {
  const open = report.utilisation.reduce((s, m) => s + m.openMinutes, 0);
  const booked = report.utilisation.reduce((s, m) => s + m.bookedMinutes, 0);
  return open > 0 ? booked / open : null;
};

export const headlines: readonly Headline[] = [
  { label: 'Revenue', cell: (r) => money(r.revenue.totalCents), value: (r) => r.revenue.totalCents },
  { label: 'Completed visits', cell: (r) => count(r.revenue.visits), value: (r) => r.revenue.visits },
  {
    label: 'No-show rate',
    cell: (r) => percent(r.attendance.noShowRate),
    value: (r) => r.attendance.noShowRate,
  },
  {
    label: 'Late-cancellation rate',
    cell: (r) => percent(r.attendance.lateCancellationRate),
    value: (r) => r.attendance.lateCancellationRate,
  },
  { label: 'Rebooking rate', cell: (r) => percent(r.rebooking.rate), value: (r) => r.rebooking.rate },
  { label: 'New clients', cell: (r) => count(r.clients.newClients), value: (r) => r.clients.newClients },
  {
    label: 'Returning clients',
    cell: (r) => count(r.clients.returningClients),
    value: (r) => r.clients.returningClients,
  },
  { label: 'Utilisation', cell: (r) => percent(utilisationOf(r)), value: utilisationOf },
];

/** A headline's change from the previous period; null cell when either side has no figure. */
export function headlineChange(headline: Headline, current: Report, previous: Report): ReportCell {
  const now = headline.value(current);
  const before = headline.value(previous);
  if (now === null || before === null) return { kind: 'change', value: null };
  return { kind: 'change', value: figureChange(now, before).percent };
}

function summaryTable(current: Report, previous: Report | null): ReportTable {
  return {
    id: 'summary',
    title: 'Summary',
    columns: previous ? ['Figure', 'This period', 'Previous period', 'Change (%)'] : ['Figure', 'Value'],
    rows: headlines.map((h) =>
      previous
        ? [text(h.label), h.cell(current), h.cell(previous), headlineChange(h, current, previous)]
        : [text(h.label), h.cell(current)],
    ),
  };
}

function revenueRowsTable(report: Report, id: string, title: string, first: string, by: 'byDay' | 'byWeek') {
  const categories = report.revenue.categories;
  return {
    id,
    title,
    columns: [first, 'Revenue ($)', ...categories.map((c) => `${c} ($)`)],
    rows: report.revenue[by].map((row) => [
      text(row.date),
      money(row.cents),
      ...categories.map((c) => money(row.byCategory[c] ?? 0)),
    ]),
  };
}

/** Every table of a report, in the screen's order; the summary compares when `previous` is given. */
export function reportTables(current: Report, previous: Report | null = null): ReportTable[] {
  const r = current;
  const tables: ReportTable[] = [
    summaryTable(current, previous),
    revenueRowsTable(r, 'revenue-by-day', 'Revenue by day', 'Date', 'byDay'),
    revenueRowsTable(r, 'revenue-by-week', 'Revenue by week', 'Week starting', 'byWeek'),
    {
      id: 'revenue-by-category',
      title: 'Revenue by category',
      columns: ['Category', 'Visits', 'Revenue ($)'],
      rows: r.revenue.byCategory.map((c) => [text(c.category), count(c.visits), money(c.cents)]),
    },
    {
      id: 'revenue-by-member',
      title: 'Revenue by member',
      columns: ['Member', 'Visits', 'Revenue ($)'],
      rows: r.revenue.byMember.map((m) => [text(m.name), count(m.visits), money(m.cents)]),
    },
    {
      id: 'appointments-by-status',
      title: 'Appointments by status',
      columns: ['Status', 'Appointments'],
      rows: r.statuses.map((s) => [text(reportStatusLabels[s.status]), count(s.count)]),
    },
    {
      id: 'attendance',
      title: 'No-shows and late cancellations',
      columns: ['Figure', 'Appointments', 'Out of', 'Rate (%)'],
      rows: [
        [
          text('No-shows'),
          count(r.attendance.noShows),
          count(r.attendance.expected),
          percent(r.attendance.noShowRate),
        ],
        [
          text('Late cancellations'),
          count(r.attendance.lateCancellations),
          count(r.attendance.appointments),
          percent(r.attendance.lateCancellationRate),
        ],
      ],
    },
    {
      id: 'clients',
      title: 'Clients',
      columns: ['Figure', 'Clients'],
      rows: [
        [text('New clients'), count(r.clients.newClients)],
        [text('Returning clients'), count(r.clients.returningClients)],
        [text('Clients with a completed visit'), count(r.rebooking.clients)],
        [text(`Rebooked within ${r.rebooking.weeks} weeks`), count(r.rebooking.rebooked)],
      ],
    },
    {
      id: 'utilisation',
      title: 'Utilisation by member',
      columns: ['Member', 'Booked minutes', 'Open minutes', 'Utilisation (%)'],
      rows: r.utilisation.map((m) => [
        text(m.name),
        count(m.bookedMinutes),
        count(m.openMinutes),
        percent(m.rate),
      ]),
    },
    {
      id: 'top-services-by-revenue',
      title: 'Top services by revenue',
      columns: ['Service', 'Visits', 'Revenue ($)'],
      rows: r.topServices.byRevenue.map((s) => [text(s.name), count(s.visits), money(s.cents)]),
    },
    {
      id: 'top-services-by-count',
      title: 'Top services by visits',
      columns: ['Service', 'Visits', 'Revenue ($)'],
      rows: r.topServices.byCount.map((s) => [text(s.name), count(s.visits), money(s.cents)]),
    },
    {
      id: 'deposits',
      title: 'Deposits',
      columns: ['Deposits', 'Amount ($)'],
      rows: [
        [text('Recorded on bookings'), money(r.deposits.collectedCents)],
        [text('Kept'), money(r.deposits.keptCents)],
        [text('To refund'), money(r.deposits.refundedCents)],
        [text('On visits to come'), money(r.deposits.heldCents)],
      ],
    },
  ];
  if (r.shop)
    tables.push({
      id: 'shop-orders',
      title: 'Shop orders',
      columns: ['Status', 'Orders', 'Amount ($)'],
      rows: r.shop.byStatus.map((s) => [text(orderStatusLabels[s.status]), count(s.count), money(s.cents)]),
    });
  return tables;
}

/** A spreadsheet would run a text cell starting like a formula: such a cell is quoted as text. */
const formulaStart = /^[=+\-@\t\r]/;

function csvField(value: string, isText: boolean): string {
  const safe = isText && formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLines(table: ReportTable): string[] {
  return [
    table.columns.map((c) => csvField(c, true)).join(','),
    ...table.rows.map((row) =>
      row.map((cell) => csvField(cellText(cell, 'csv'), cell.kind === 'text')).join(','),
    ),
  ];
}

/** One table as CSV (RFC 4180: a header row, CRLF line ends), amounts in dollars with two decimals. */
export function tableCsv(table: ReportTable): string {
  return `${csvLines(table).join('\r\n')}\r\n`;
}

/** Every table in one CSV: each under a line with its title, a blank line between them. */
export function allFiguresCsv(tables: readonly ReportTable[], period: { from: string; to: string }): string {
  const lines = [`Report,${period.from} to ${period.to}`, ''];
  for (const table of tables) lines.push(csvField(table.title, true), ...csvLines(table), '');
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of a download ("reports-revenue-by-day-2026-03-01-to-2026-03-31.csv"). */
export function csvFileName(id: string, period: { from: string; to: string }): string {
  return `reports-${id}-${period.from}-to-${period.to}.csv`;
}
