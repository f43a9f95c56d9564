import styled from '@emotion/styled';
import { formatTimeOfDay, type TimeZone } from '@studio/domain';
import type { MouseEvent } from 'react';
import { LiveDayBadge } from '../../../entities/booking/components/live-day-badge.tsx';
import { studioZoneOn } from '../../../utils/studio-zone.ts';
import { longDayLabel, shortDayLabel, timeOfDay } from '../utils/calendar-days.ts';
import { type CalendarBlock, type CalendarBooking, type DaySpan, isFreeAt } from '../utils/calendar-items.ts';
import type { LanePlace } from '../utils/calendar-lanes.ts';
import { GridBookingCard } from './booking-card.tsx';

/** Height of one hour on the grid. */
const hourHeight = 56;
/** Clicking the grid picks a start on this step. */
const pickStep = 15;

const Frame = styled.div(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  overflowX: 'auto',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
}));

/** A day's column is at least this wide per side-by-side booking, so each stays readable. */
const laneWidth = { week: 104, day: 180 };

const Grid = styled('div', { shouldForwardProp: (p) => p !== 'widths' })<{ widths: readonly number[] }>(
  ({ theme, widths }) => ({
    display: 'grid',
    gridTemplateColumns: `68px ${widths.map((w) => `minmax(${w}px, 1fr)`).join(' ')}`,
    minWidth: 68 + widths.reduce((sum, w) => sum + w, 0),
    '.head': {
      position: 'sticky',
      top: 0,
      padding: '10px 8px',
      borderBottom: `1px solid ${theme.colors.border}`,
      background: '#FBFAFC',
      fontSize: '0.85rem',
      fontWeight: 700,
      textAlign: 'center',
    },
    '.head.today': { color: theme.colors.primaryDark },
    '.head .late': { display: 'block', fontWeight: 600, color: theme.colors.danger },
    '.head button': {
      padding: '2px 6px',
      border: 0,
      borderRadius: theme.radius.sm,
      background: 'transparent',
      font: 'inherit',
      color: 'inherit',
      textDecoration: 'underline',
      textUnderlineOffset: 3,
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
    },
  }),
);

const Hours = styled.div(({ theme }) => ({
  position: 'relative',
  borderRight: `1px solid ${theme.colors.border}`,
  span: {
    position: 'absolute',
    right: 6,
    transform: 'translateY(-50%)',
    fontSize: '0.7rem',
    color: theme.colors.muted,
    whiteSpace: 'nowrap',
  },
}));

const Column = styled('div', { shouldForwardProp: (p) => p !== 'hours' })<{ hours: number }>(
  ({ theme, hours }) => ({
    position: 'relative',
    height: hours * hourHeight,
    borderRight: `1px solid ${theme.colors.border}`,
    // Closed time is grey; the opening hours are drawn over it in white.
    background: `#E9E5EE repeating-linear-gradient(to bottom, transparent 0, transparent ${hourHeight - 1}px, ${theme.colors.border} ${hourHeight - 1}px, ${theme.colors.border} ${hourHeight}px)`,
    cursor: 'copy',
    // Clicks go through the shading to the column, which picks the time.
    '.open': {
      position: 'absolute',
      left: 0,
      right: 0,
      background: 'rgba(255, 255, 255, 0.9)',
      pointerEvents: 'none',
    },
    '.blocked': {
      position: 'absolute',
      left: 0,
      right: 0,
      padding: '2px 6px',
      overflow: 'hidden',
      fontSize: '0.72rem',
      color: '#57534E',
      background: 'repeating-linear-gradient(45deg, #E7E5E4, #E7E5E4 6px, #F5F5F4 6px, #F5F5F4 12px)',
      borderTop: '2px solid #A8A29E',
      cursor: 'not-allowed',
    },
  }),
);

/** A booking with its lane among the day's overlapping bookings (utils/calendar-lanes.ts). */
export type PlacedBooking = CalendarBooking & LanePlace;

/** A column of the grid: a day (the week), or a member's day (the day view, issue 31). */
export interface DayColumn {
  /** Unique among the columns shown: the date, or the member's uid. */
  key: string;
  /** Its heading: 'Wed, Nov 25', or the member's name. */
  label: string;
  /** The member whose column it is (the day view by member). */
  memberId?: string;
  date: string;
  isToday: boolean;
  open: DaySpan[];
  bookings: PlacedBooking[];
  blocks: CalendarBlock[];
}

/** The most bookings side by side at any time of the day. */
const lanesOf = (day: DayColumn) => Math.max(1, ...day.bookings.map((b) => b.lanes));

/** A booking's horizontal place: its lane's share of the column, 3 px in from each side. */
const across = ({ lane, lanes }: LanePlace) => ({
  left: `calc(${(lane / lanes) * 100}% + 3px)`,
  width: `calc(${100 / lanes}% - 6px)`,
});

const top = (minute: number, from: number) => ((minute - from * 60) / 60) * hourHeight;
const height = (span: DaySpan) => Math.max(((span.end - span.start) / 60) * hourHeight, 18);

/** '10:00 AM – 11:00 AM', then the studio zone's name ('EST') when the viewer's clock differs. */
function timeRange(span: DaySpan, zone: string) {
  const range = `${formatTimeOfDay(timeOfDay(span.start))} – ${formatTimeOfDay(timeOfDay(Math.min(span.end, 1439)))}`;
  return zone ? `${range} ${zone}` : range;
}

/**
 * Day or week view: one column per member (the day) or per day (the week) in the studio's time
 * zone, hours down the side (headed by the zone's name when the viewer's clock differs), opening
 * hours white over grey, blocked slots hatched, bookings coloured by status, overlapping ones side
 * by side in lanes (a column widens with its lanes, the frame scrolls). A click on free time picks
 * it (to book there); a booking is a button that opens it; in the week a day's heading opens that
 * day.
 */
export function TimeGrid(props: {
  days: readonly DayColumn[];
  hours: { from: number; to: number };
  timeZone: TimeZone;
  onOpenBooking: (id: string) => void;
  /** A free time clicked: its date, time and (on the day by member) the column's member. */
  onPickTime?: (date: string, time: string, memberId?: string) => void;
  /** The week's headings open their day in the day view. */
  onOpenDay?: (date: string) => void;
  /** How late each member runs today (issue 34), shown under her column's name on today's day. */
  delays?: ReadonlyMap<string, number>;
}) {
  const { from, to } = props.hours;
  const perLane = props.days.length > 1 ? laneWidth.week : laneWidth.day;
  const pick = (day: DayColumn) => (event: MouseEvent<HTMLDivElement>) => {
    if (!props.onPickTime || event.target !== event.currentTarget) return;
    const y = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const minute = from * 60 + Math.floor(((y / hourHeight) * 60) / pickStep) * pickStep;
    if (isFreeAt(minute, day.bookings, day.blocks))
      props.onPickTime(day.date, timeOfDay(minute), day.memberId);
  };
  return (
    // Focusable so a keyboard can scroll a week that is wider than the screen.
    <Frame tabIndex={0} role="region" aria-label="Calendar">
      <Grid widths={props.days.map((day) => perLane * lanesOf(day))}>
        <div className="head" aria-hidden="true">
          {studioZoneOn(props.days[0]?.date ?? '', props.timeZone)}
        </div>
        {props.days.map((day) => (
          <div key={day.key} className={day.isToday && !day.memberId ? 'head today' : 'head'}>
            {props.onOpenDay && !day.memberId ? (
              <button
                type="button"
                // The name starts with the visible text (axe: label-content-name-mismatch).
                aria-label={`${shortDayLabel(day.date)}: open ${longDayLabel(day.date)}`}
                onClick={() => props.onOpenDay?.(day.date)}
              >
                {shortDayLabel(day.date)}
              </button>
            ) : (
              <>
                {day.label}
                {day.memberId && day.isToday && (props.delays?.get(day.memberId) ?? 0) > 0 && (
                  <span className="late">Running {props.delays?.get(day.memberId)} min late</span>
                )}
              </>
            )}
          </div>
        ))}
        {/* Positions on the grid come from each hour, window and booking: inline, as a class per
            minute would be a stylesheet per render. */}
        <Hours aria-hidden="true">
          {Array.from({ length: to - from }, (_, i) => from + i).map((hour) => (
            <span key={hour} style={{ top: (hour - from) * hourHeight + (hour === from ? 8 : 0) }}>
              {formatTimeOfDay(timeOfDay(hour * 60))}
            </span>
          ))}
        </Hours>
        {props.days.map((day) => (
          <Column
            key={day.key}
            hours={to - from}
            aria-label={day.memberId ? `${day.label}, ${shortDayLabel(day.date)}` : day.label}
            role="group"
            onClick={pick(day)}
          >
            {day.open.map((span) => (
              <div
                key={`open-${span.start}`}
                className="open"
                style={{ top: top(span.start, from), height: height(span) }}
              />
            ))}
            {day.blocks.map((block) => (
              <div
                key={`${block.id}-${block.date}`}
                className="blocked"
                style={{ top: top(block.start, from), height: height(block) }}
              >
                Blocked{block.reason ? `: ${block.reason}` : ''}
              </div>
            ))}
            {day.bookings.map((booking) => (
              <GridBookingCard
                key={booking.id}
                booking={booking}
                time={timeRange(booking, studioZoneOn(day.date, props.timeZone))}
                place={{ top: top(booking.start, from), height: height(booking), ...across(booking) }}
                onOpen={props.onOpenBooking}
                badges={booking.live && <LiveDayBadge label={booking.live} />}
              />
            ))}
          </Column>
        ))}
      </Grid>
    </Frame>
  );
}
