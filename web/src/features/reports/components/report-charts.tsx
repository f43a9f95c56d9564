// The Reports screen's charts, on recharts. This module is loaded lazily by the screen (itself a
// dashboard chunk), so the library never reaches the public pages. Each chart is decoration over
// the table under it, which is its text equivalent: the chart is one image with a short summary.
import type { RevenueRow } from '@studio/domain';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Category colours, distinct for colour-blind readers (Okabe–Ito), readable on white. */
const palette = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#7A6A00', '#000000'];

const dollars = (value: unknown) => `$${Number(value).toFixed(2)}`;

function ChartBox(props: { summary: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={props.summary} style={{ width: '100%', minWidth: 0, height: 260 }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 240, height: 260 }}>
        {props.children}
      </ResponsiveContainer>
    </div>
  );
}

/** Revenue per day or week, stacked by category. */
export function RevenueChart(props: {
  rows: readonly RevenueRow[];
  categories: readonly string[];
  summary: string;
}) {
  const data = props.rows.map((row) => ({
    date: row.date.slice(5),
    ...Object.fromEntries(props.categories.map((c) => [c, (row.byCategory[c] ?? 0) / 100])),
  }));
  return (
    <ChartBox summary={props.summary}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" fontSize={12} minTickGap={12} />
        <YAxis fontSize={12} width={48} tickFormatter={(v: number) => `$${v}`} />
        <Tooltip formatter={dollars} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {props.categories.map((category, i) => (
          <Bar key={category} dataKey={category} stackId="revenue" fill={palette[i % palette.length]} />
        ))}
      </BarChart>
    </ChartBox>
  );
}

/** One value per label as bars: members' revenue, statuses, utilisation, services. */
export function SimpleBarChart(props: {
  data: readonly { label: string; value: number }[];
  summary: string;
  format?: (value: number) => string;
  horizontal?: boolean;
}) {
  const format = props.format ?? ((v: number) => String(v));
  const data = [...props.data];
  return (
    <ChartBox summary={props.summary}>
      {props.horizontal ? (
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" fontSize={12} tickFormatter={format} />
          <YAxis type="category" dataKey="label" fontSize={12} width={110} />
          <Tooltip formatter={(v) => format(Number(v))} />
          <Bar dataKey="value" name="Value" fill={palette[0]} />
        </BarChart>
      ) : (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} interval={0} />
          <YAxis fontSize={12} width={48} tickFormatter={format} />
          <Tooltip formatter={(v) => format(Number(v))} />
          <Bar dataKey="value" name="Value" fill={palette[0]} />
        </BarChart>
      )}
    </ChartBox>
  );
}
