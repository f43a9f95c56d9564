import styled from '@emotion/styled';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { useState } from 'react';
import {
  type AvailabilityContext,
  bookableDates,
  dayState,
  dayStateLabels,
  isChoosableDay,
} from '../utils/availability.ts';

const Shell = styled.div(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  padding: 12,
  background: theme.colors.surface,
  maxWidth: 400,
}));

const Head = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: 8,
  p: { margin: 0, fontSize: '1rem', fontWeight: 700 },
});

const Nav = styled.button(({ theme }) => ({
  width: 40,
  height: 40,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  cursor: 'pointer',
  fontSize: '1.1rem',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
}));

const Days = styled.div({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 });

const Weekday = styled.abbr(({ theme }) => ({
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: theme.colors.muted,
  textDecoration: 'none',
  padding: '4px 0',
}));

const Day = styled.button(({ theme }) => ({
  aspectRatio: '1 / 1',
  minHeight: 38,
  maxHeight: 52,
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: theme.colors.primarySoft },
  '&:disabled': { color: '#B9B1C1', textDecoration: 'line-through', cursor: 'not-allowed' },
  // A full day stays choosable (for its waitlist), marked apart from days with free times.
  '&[data-full]': { color: theme.colors.muted, fontWeight: 500, textDecoration: 'underline dotted' },
  '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
}));

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The calendar dates of a month, yyyy-MM-dd, with the weekday offset of the first. */
export function monthDays(month: Date): { offset: number; dates: string[] } {
  const first = startOfMonth(month);
  const count = endOfMonth(month).getDate();
  const dates = Array.from({ length: count }, (_, i) =>
    format(new Date(first.getFullYear(), first.getMonth(), i + 1), 'yyyy-MM-dd'),
  );
  return { offset: getDay(first), dates };
}

/**
 * A month calendar: past days, days beyond the booking horizon, closed weekdays and blocked
 * days are shown and announced as unavailable, and cannot be chosen. A day full of bookings can
 * be chosen, to join its waitlist.
 */
export function DatePicker(props: {
  value: string | null;
  onChange: (date: string) => void;
  ctx: AvailabilityContext;
  labelledBy: string;
}) {
  const { ctx } = props;
  // The studio's today, not the browser's: her calendar opens on the studio's month.
  const thisMonth = startOfMonth(new Date(`${bookableDates(ctx).first}T12:00`));
  const [month, setMonth] = useState(() =>
    props.value ? startOfMonth(new Date(`${props.value}T12:00`)) : thisMonth,
  );
  const { offset, dates } = monthDays(month);
  return (
    <Shell>
      <Head>
        <Nav
          type="button"
          aria-label="Previous month"
          disabled={month <= thisMonth}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          ‹
        </Nav>
        <p aria-live="polite">{format(month, 'MMMM yyyy')}</p>
        <Nav type="button" aria-label="Next month" onClick={() => setMonth((m) => addMonths(m, 1))}>
          ›
        </Nav>
      </Head>
      <Days role="group" aria-labelledby={props.labelledBy}>
        {weekdays.map(([short, long]) => (
          <Weekday key={short} title={long}>
            {short}
          </Weekday>
        ))}
        {dates.map((date, index) => {
          const state = dayState(date, ctx);
          const label = `${format(new Date(`${date}T12:00`), 'EEEE, MMMM d')}, ${dayStateLabels[state]}`;
          return (
            <Day
              key={date}
              type="button"
              style={index === 0 ? { gridColumnStart: offset + 1 } : undefined}
              disabled={!isChoosableDay(state)}
              data-full={state === 'full' || undefined}
              aria-pressed={props.value === date}
              aria-label={label}
              onClick={() => props.onChange(date)}
            >
              {index + 1}
            </Day>
          );
        })}
      </Days>
    </Shell>
  );
}
