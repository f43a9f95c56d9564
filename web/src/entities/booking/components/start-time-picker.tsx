import styled from '@emotion/styled';
import { formatStudioTime, studioTimeOf, type TimeZone, type VisitService } from '@studio/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, InputField, Label } from '../../../components/field.tsx';
import { Stack } from '../../../components/layout.tsx';
import { studioZoneOn } from '../../../utils/studio-zone.ts';
import { useDaySchedule } from '../api/get-day-schedule.ts';
import { type BookingTeam, freeTimesOn, lostTimeNotice } from '../model/free-times.ts';

const OutsideHoursChoice = styled.label({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  fontSize: '0.9rem',
});

const Times = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: 6,
  maxHeight: 180,
  overflowY: 'auto',
  padding: 2,
  button: {
    minHeight: 36,
    border: `1.5px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    font: 'inherit',
    fontSize: '0.85rem',
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.primary },
  },
  'button[aria-pressed="true"]': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontWeight: 700,
  },
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: '0.85rem', color: theme.colors.muted }));
const Lost = styled.p({ margin: 0, fontSize: '0.9rem', fontWeight: 600, color: '#7F1D1D' });

/** A chosen start: the studio date and its wall-clock time 'HH:mm'. */
export interface StartChoice {
  date: string;
  time: string;
}

/**
 * A date, then the free start times of that day for a booking of this length (live: a time
 * taken in another tab disappears, and a chosen one that goes is cleared with a line saying so,
 * issue 29). 'Another time' takes any time, e.g. after hours; the server still refuses a conflict
 * unless staff book anyway. `settled` false holds the check while the length is still unknown
 * (the catalogue loading), so a preselected time is not cleared for the wrong length, and while
 * the form saves, so its own new booking does not count as taking the time.
 */
export function StartTimePicker(props: {
  value: StartChoice;
  onChange: (next: StartChoice) => void;
  durationMinutes: number;
  /** The visit's services in order (the booking form); absent: one of durationMinutes. */
  visit?: readonly VisitService[];
  /** The team and the member chosen (null: anyone); absent: the studio as one chair. */
  team?: BookingTeam;
  staffId?: string | null;
  timeZone: TimeZone;
  exceptBookingId?: string;
  settled?: boolean;
}) {
  const { value, onChange, timeZone } = props;
  const schedule = useDaySchedule(value.date, timeZone);
  const free = useMemo(
    () =>
      freeTimesOn({
        date: value.date,
        durationMinutes: props.durationMinutes,
        ...(props.visit ? { visit: props.visit } : {}),
        ...(props.team ? { team: props.team } : {}),
        staffId: props.staffId ?? null,
        timeZone,
        now: new Date(),
        windows: schedule.data.windows,
        blockedSlots: schedule.data.blockedSlots,
        bookings: schedule.data.bookings,
        exceptBookingId: props.exceptBookingId,
      }),
    [
      value.date,
      props.durationMinutes,
      props.visit,
      props.team,
      props.staffId,
      timeZone,
      schedule.data,
      props.exceptBookingId,
    ],
  );
  const freeTimes = free.map((at) => ({ at, time: studioTimeOf(at, timeZone) }));
  const [other, setOther] = useState(false);
  const [lost, setLost] = useState<string | null>(null);
  // The free times shown last, for this day and length: a chosen time that leaves them was taken.
  const shown = useRef({ key: '', times: [] as string[] });
  const checking = schedule.status === 'success' && props.settled !== false && !other;
  const timesKey = freeTimes.map((t) => t.time).join(' ');
  useEffect(() => {
    if (!checking) return;
    const key = `${value.date} ${props.durationMinutes} ${props.staffId ?? ''}`;
    const times = timesKey === '' ? [] : timesKey.split(' ');
    const notice = lostTimeNotice({
      time: value.time,
      freeTimes: times,
      wasOffered: shown.current.key === key && shown.current.times.includes(value.time),
      durationMinutes: props.durationMinutes,
    });
    shown.current = { key, times };
    if (!notice) return;
    setLost(notice);
    onChange({ ...value, time: '' });
  }, [checking, timesKey, value, props.durationMinutes, props.staffId, onChange]);
  // Times are the studio's; the zone is named once when the viewer's clock reads otherwise.
  const zone = studioZoneOn(value.date, timeZone);
  const choose = (next: StartChoice) => {
    setLost(null);
    onChange(next);
  };
  return (
    <>
      <InputField
        label="Date"
        type="date"
        required
        value={value.date}
        onChange={(event) => choose({ date: event.target.value, time: '' })}
      />
      <Stack gap={6}>
        <Label as="span" id="start-time-label">
          Start time{zone && ` (${zone})`}
        </Label>
        {schedule.status === 'loading' ? (
          <Hint role="status">Finding free times...</Hint>
        ) : schedule.status === 'error' ? (
          <Hint role="alert">
            The free times could not be read. Choose another time below, or try again later.
          </Hint>
        ) : freeTimes.length === 0 ? (
          <Hint>No free time for {props.durationMinutes} minutes on this day.</Hint>
        ) : (
          <Times role="group" aria-labelledby="start-time-label">
            {freeTimes.map(({ at, time }) => (
              <button
                key={time}
                type="button"
                aria-pressed={!other && value.time === time}
                onClick={() => {
                  setOther(false);
                  choose({ ...value, time });
                }}
              >
                {formatStudioTime(at, timeZone)}
              </button>
            ))}
          </Times>
        )}
        {lost && <Lost role="alert">{lost}</Lost>}
        <OutsideHoursChoice>
          <input type="checkbox" checked={other} onChange={(event) => setOther(event.target.checked)} />
          Another time (outside the free times)
        </OutsideHoursChoice>
        {other && (
          <Input
            type="time"
            aria-label="Another start time"
            step={60 * 5}
            value={value.time}
            onChange={(event) => choose({ ...value, time: event.target.value })}
          />
        )}
      </Stack>
    </>
  );
}
