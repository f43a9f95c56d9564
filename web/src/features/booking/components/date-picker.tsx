import styled from '@emotion/styled';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
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

// A table: the grid role's rows and cells come with it, and the columns stay the week's seven.
const Days = styled.table({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 4,
  tableLayout: 'fixed',
});

const Weekday = styled.th(({ theme }) => ({
  textAlign: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: theme.colors.muted,
  padding: '4px 0',
  abbr: { textDecoration: 'none' },
}));

const Day = styled.button(({ theme }) => ({
  width: '100%',
  aspectRatio: '1 / 1',
  minHeight: 38,
  maxHeight: 52,
  padding: 0,
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover:not([aria-disabled="true"])': { background: theme.colors.primarySoft },
  // Unavailable days stay focusable (the arrow keys pass over them and say why), never choosable.
  '&[aria-disabled="true"]': { color: '#8A8193', textDecoration: 'line-through', cursor: 'not-allowed' },
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

/** The month's weeks, Sunday first; null where a week reaches into the next or previous month. */
export function monthWeeks(month: Date): (string | null)[][] {
  const { offset, dates } = monthDays(month);
  const cells: (string | null)[] = [...Array<null>(offset).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const noon = (date: string) => new Date(`${date}T12:00`);

/**
 * Where a key moves the focused day (the grid pattern of WAI-ARIA's date picker): the arrows a
 * day or a week, Home and End the week's ends, Page Up and Page Down a month. null: not ours.
 */
export function dayAfterKey(date: string, key: string): string | null {
  const day = noon(date);
  const weekday = getDay(day);
  const moved: Record<string, () => Date> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -weekday),
    End: () => addDays(day, 6 - weekday),
    PageUp: () => addMonths(day, -1),
    PageDown: () => addMonths(day, 1),
  };
  const move = moved[key];
  return move ? format(move(), 'yyyy-MM-dd') : null;
}

/** The day that holds the grid's one Tab stop in a month: the chosen one, else the first choosable. */
export function tabStopDay(
  dates: readonly string[],
  value: string | null,
  choosable: (date: string) => boolean,
) {
  if (value && dates.includes(value)) return value;
  return dates.find(choosable) ?? dates[0] ?? '';
}

/**
 * A month calendar, a grid with one Tab stop: the arrow keys, Home, End, Page Up and Page Down
 * move between days (and months), Enter or Space chooses. Past days, days beyond the booking
 * horizon, closed weekdays and blocked days are announced as unavailable with the reason and
 * cannot be chosen. A day full of bookings can be chosen, to join its waitlist.
 */
export function DatePicker(props: {
  value: string | null;
  onChange: (date: string) => void;
  ctx: AvailabilityContext;
  labelledBy: string;
}) {
  const { ctx } = props;
  // The studio's today, not the browser's: her calendar opens on the studio's month.
  const range = bookableDates(ctx);
  const thisMonth = startOfMonth(noon(range.first));
  const [month, setMonth] = useState(() => (props.value ? startOfMonth(noon(props.value)) : thisMonth));
  // The day the keyboard is on; null until she moves (then the Tab stop follows the value).
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const moving = useRef(false);
  const { dates } = monthDays(month);
  const choosable = (date: string) => isChoosableDay(dayState(date, ctx));
  const tabStop = focused && dates.includes(focused) ? focused : tabStopDay(dates, props.value, choosable);

  useEffect(() => {
    if (!moving.current || !focused) return;
    moving.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(tabStop, event.key);
    if (!next) return;
    event.preventDefault();
    // Not before the studio's this month: nothing there can be chosen.
    if (next < format(thisMonth, 'yyyy-MM-dd')) return;
    moving.current = true;
    setFocused(next);
    setMonth(startOfMonth(noon(next)));
  };

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
      <Days role="grid" aria-labelledby={props.labelledBy} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <Weekday key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its place in the week.
                if (!date) return <td key={index} />;
                const state = dayState(date, ctx);
                const label = `${format(noon(date), 'EEEE, MMMM d')}, ${dayStateLabels[state]}`;
                const selected = props.value === date;
                return (
                  <td key={date}>
                    <Day
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-disabled={!isChoosableDay(state) || undefined}
                      data-full={state === 'full' || undefined}
                      aria-pressed={selected}
                      aria-label={label}
                      onClick={() => {
                        setFocused(date);
                        if (isChoosableDay(state)) props.onChange(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Days>
    </Shell>
  );
}
