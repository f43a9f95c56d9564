import styled from '@emotion/styled';
import { type BookingInterestCategory, openingWindowsOn, waitlistStartChoices } from '@studio/domain';
import { preferredTimeSlots } from '@studio/domain/catalog/time-slots';
import { formatCalendarDate } from '@studio/domain/dates/format';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Label } from '../../../components/field.tsx';
import { Stack } from '../../../components/layout.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Select } from '../../../components/select.tsx';
import { studioTimeOfDay } from '../../../utils/studio-zone.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { joinWaitlist } from '../api/join-waitlist.ts';
import type { AvailabilityContext } from '../utils/availability.ts';

const Box = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 12,
  padding: 16,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.primarySoft,
  p: { margin: 0 },
}));

const Window = styled.div({ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' });

/** One end of her window: the wizard's times while the studio is open, each on the studio's clock. */
function StartSelect(props: {
  id: string;
  slots: readonly string[];
  label: string;
  value: string;
  onChange: (slot: string) => void;
  name: (slot: string) => string;
}) {
  return (
    <Stack gap={4}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.slots.map((slot) => (
          <option key={slot} value={slot}>
            {props.name(slot)}
          </option>
        ))}
      </Select>
    </Stack>
  );
}

/**
 * Every time of the day is taken (issue 15 item 5): she may wait for one instead, between an
 * earliest and a latest start. When a booking of that day is cancelled, the studio tells the
 * waiting clients whose window fits, in the order they joined.
 */
export function WaitlistOffer(props: {
  date: string;
  category: BookingInterestCategory;
  ctx: AvailabilityContext;
}) {
  // Only hours the studio is open that day. A full day has some: a day without weekly hours is
  // closed (the availability module, issue 31) and never offers a waitlist.
  const slots = waitlistStartChoices(preferredTimeSlots, openingWindowsOn(props.date, props.ctx.blocks));
  const [earliest, setEarliest] = useState<string>(slots[0] ?? preferredTimeSlots[0]);
  const [latest, setLatest] = useState<string>(slots.at(-1) ?? preferredTimeSlots[0]);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const day = formatCalendarDate(props.date);
  const label = (slot: string) => studioTimeOfDay(props.date, slot, props.ctx.timeZone);
  const backwards = earliest > latest;
  if (joined === props.date)
    return (
      <Notice role="status">
        You're on the waitlist for {day}. We'll message you if a time frees up; you can leave the waitlist
        from your dashboard.
      </Notice>
    );
  const join = async () => {
    setBusy(true);
    const done = await writeWithToasts(
      () =>
        joinWaitlist({
          date: props.date,
          category: props.category,
          earliestTime: earliest,
          latestTime: latest,
        }),
      { success: 'You joined the waitlist', failed: 'Could not join the waitlist' },
    );
    setBusy(false);
    if (done) setJoined(props.date);
  };
  return (
    <Box role="group" aria-label="Waitlist">
      <p>
        <strong>{day} is fully booked.</strong> Join its waitlist: if a booking is cancelled, we message the
        clients waiting, in the order they joined, with a link to request the freed time.
      </p>
      <Window>
        <StartSelect
          id="waitlist-earliest"
          label="Earliest start"
          value={earliest}
          onChange={setEarliest}
          name={label}
          slots={slots}
        />
        <StartSelect
          id="waitlist-latest"
          label="Latest start"
          value={latest}
          onChange={setLatest}
          name={label}
          slots={slots}
        />
        <Button onClick={join} disabled={busy || backwards}>
          {busy ? 'Joining…' : 'Join the waitlist'}
        </Button>
      </Window>
      {backwards && <p role="alert">The earliest start must not be after the latest.</p>}
    </Box>
  );
}
