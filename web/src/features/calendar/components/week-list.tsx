import styled from '@emotion/styled';
import type { TimeZone } from '@studio/domain';
import { longDayLabel, shortDayLabel } from '../utils/calendar-days.ts';
import { DayList } from './day-list.tsx';
import type { DayColumn } from './time-grid.tsx';

const Days = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 20,
  section: { display: 'grid', gap: 4 },
  h3: { margin: 0, fontSize: '1rem' },
  'h3 button': {
    padding: 0,
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 700,
    color: theme.colors.text,
    textAlign: 'left',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
  },
  '.today': { color: theme.colors.primaryDark },
}));

/**
 * The phone's week (issue 29): the seven days one under another, each with its opening hours,
 * bookings and blocks in time order, as the day list shows one; a day's heading opens that day.
 */
export function WeekList(props: {
  days: readonly DayColumn[];
  timeZone: TimeZone;
  onOpenBooking: (id: string) => void;
  onOpenDay: (date: string) => void;
}) {
  return (
    <Days>
      {props.days.map((day) => (
        <section key={day.date} aria-label={longDayLabel(day.date)}>
          <h3 className={day.isToday ? 'today' : undefined}>
            <button type="button" onClick={() => props.onOpenDay(day.date)}>
              {longDayLabel(day.date)}
            </button>
          </h3>
          <DayList
            day={day}
            timeZone={props.timeZone}
            onOpenBooking={props.onOpenBooking}
            label={`Appointments on ${shortDayLabel(day.date)}`}
          />
        </section>
      ))}
    </Days>
  );
}
