import styled from '@emotion/styled';
import {
  type BookingStatus,
  bookingClientLabel,
  bookingEnd,
  bookingStaffId,
  bookingStatusActions,
  canChangeBookingStatus,
  formatStudioDate,
  formatStudioTime,
  isEarlyCompletion,
  maxCancellationReasonLength,
  studioDateOf,
  studioDateTime,
  type TimeZone,
  type VisitService,
  visitServicesOf,
} from '@studio/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextAreaField } from '../../../components/field.tsx';
import { Stack } from '../../../components/layout.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useStaffAccess, useStaffSettings } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { reopenBooking, rescheduleBooking } from '../api/booking-callables.ts';
import { changeBookingStatus, type DirectStatus, undoNoShow } from '../api/change-booking-status.ts';
import { useBookingTeam } from '../api/get-booking-team.ts';
import { conflictMessageOf } from '../model/conflict-message.ts';
import { type StartChoice, StartTimePicker } from './start-time-picker.tsx';

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const Step = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 12,
  padding: 14,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  p: { margin: 0 },
}));
const Conflict = styled.p({ margin: 0, color: '#7F1D1D', fontWeight: 600 });

type Step = 'idle' | 'cancel' | 'reschedule' | 'complete-early' | 'no-show';

const toasts = (success: string) => ({ success, failed: 'Booking not updated' });

/** A callable that may be refused for a conflict: the clash named beside the action, or the toast for anything else. */
async function tryCallable(
  run: () => Promise<unknown>,
  success: string,
  timeZone: TimeZone,
  onConflict: (message: string) => void,
) {
  let conflict: string | null = null;
  const done = await writeWithToasts(
    async () => {
      try {
        await run();
      } catch (error) {
        conflict = conflictMessageOf(error, timeZone);
        throw error;
      }
    },
    { ...toasts(success), handled: () => conflict !== null },
  );
  if (conflict) onConflict(conflict);
  return done;
}

/**
 * What staff may do with a booking now (issues 12 and 29): the domain's transitions; Complete
 * before the start asks to confirm it was completed early (recorded on the booking); No-show,
 * only after the start plus the grace period, asks first and offers Undo; cancel asks for a
 * reason; reschedule picks a new free time; reopen sends a wrongly completed booking back to
 * confirmed, and the owner reinstates a cancelled or no-show one while its time is free. Status
 * changes are direct writes the rules check; moving and reopening go through the functions,
 * which check the time is free.
 */
export function BookingActions({ booking, timeZone }: { booking: Doc<'bookings'>; timeZone: TimeZone }) {
  const { isOwner } = useStaffAccess().data;
  const grace = useStaffSettings().data.scheduling_grace_period_minutes;
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [start, setStart] = useState<StartChoice>({
    date: studioDateOf(booking.scheduled_at, timeZone),
    time: '',
  });
  const ctx = {
    now: new Date(),
    scheduledAt: booking.scheduled_at,
    graceMinutes: grace,
    timeOverride: booking.time_override,
    timeSetAt: booking.time_set_at,
  };
  const reinstating = booking.status === 'cancelled' || booking.status === 'no_show';
  // Decline is a cancellation of a booking that waits for approval, worded for what it is.
  const declining = booking.status === 'pending';
  const actions = bookingStatusActions[booking.status].filter((a) => {
    // Complete is offered before the start too: pressing it then asks for the confirmation.
    if (a.to === 'completed')
      return canChangeBookingStatus(booking.status, a.to, { ...ctx, completedEarly: true });
    if (reinstating) return isOwner;
    return canChangeBookingStatus(booking.status, a.to, ctx);
  });
  const movable = booking.status === 'scheduled' || booking.status === 'confirmed';
  const minutes = Math.round((bookingEnd(booking).getTime() - booking.scheduled_at.getTime()) / 60_000);
  // A booking moves within its member's day (issue 31): her free starts for its services in order.
  const team = useBookingTeam().data;
  const visit = useMemo(
    (): VisitService[] =>
      visitServicesOf(booking).map((s, _, all) => ({
        serviceId: s.service_id,
        // A booking stored before visits held several keeps the length it was booked with.
        durationMinutes: all.length === 1 ? minutes : s.duration_minutes,
        bufferMinutes: s.buffer_minutes,
        ...(s.service_name ? { name: s.service_name } : {}),
      })),
    [booking, minutes],
  );
  const when = `${formatStudioDate(booking.scheduled_at, timeZone)} at ${formatStudioTime(booking.scheduled_at, timeZone)}`;

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const done = await work();
    setBusy(false);
    if (done) {
      setStep('idle');
      setConflict(null);
    }
  };
  const setStatus = (to: DirectStatus, words: string, completedEarly = false) =>
    run(() =>
      writeWithToasts(
        () => changeBookingStatus(booking.id, to, { reason, completedEarly }),
        toasts(`Booking ${words}`),
      ),
    );
  const markNoShow = () => {
    const previous = booking.status === 'scheduled' ? 'scheduled' : 'confirmed';
    return run(() =>
      writeWithToasts(() => changeBookingStatus(booking.id, 'no_show'), {
        ...toasts('Booking marked as a no-show'),
        undo: () => undoNoShow(booking.id, previous),
      }),
    );
  };
  const reopen = (overrideConflict: boolean) =>
    run(() =>
      tryCallable(
        () => reopenBooking({ bookingId: booking.id, overrideConflict }),
        reinstating ? 'Booking reinstated' : 'Booking reopened',
        timeZone,
        (message) =>
          setConflict(reinstating ? `${message} The booking cannot be reinstated at this time.` : message),
      ),
    );
  const move = (overrideConflict: boolean) =>
    run(() =>
      tryCallable(
        () =>
          rescheduleBooking({
            bookingId: booking.id,
            startsAt: studioDateTime(start.date, start.time, timeZone).toISOString(),
            overrideConflict,
          }),
        'Booking moved',
        timeZone,
        setConflict,
      ),
    );

  const press = (to: BookingStatus) => {
    setConflict(null);
    if (to === 'cancelled') return setStep('cancel');
    if (to === 'no_show') return setStep('no-show');
    if (to === 'completed' && isEarlyCompletion({ now: new Date(), scheduledAt: booking.scheduled_at }))
      return setStep('complete-early');
    if (booking.status !== 'scheduled' && booking.status !== 'confirmed' && to === 'confirmed')
      return void reopen(false);
    const words: Record<DirectStatus, string> = {
      scheduled: 'accepted',
      confirmed: 'confirmed',
      completed: 'completed',
      cancelled: 'cancelled',
      no_show: 'marked as a no-show',
    };
    void setStatus(to as DirectStatus, words[to as DirectStatus]);
  };

  return (
    <Stack gap={12}>
      <Row>
        {actions.map((action) => (
          <Button
            key={action.to}
            size="sm"
            variant={action.to === 'cancelled' || action.to === 'no_show' ? 'outline' : 'primary'}
            disabled={busy}
            onClick={() => press(action.to)}
          >
            {action.label}
          </Button>
        ))}
        {movable && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setStep('reschedule')}>
            Reschedule
          </Button>
        )}
      </Row>
      {conflict && (
        <Step role="alert">
          <Conflict>{conflict}</Conflict>
          {/* A cancelled or missed visit comes back only to a free time: no "anyway" for it. */}
          {!reinstating && (
            <Row>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => (step === 'reschedule' ? move(true) : reopen(true))}
              >
                {step === 'reschedule' ? 'Move anyway' : 'Reopen anyway'}
              </Button>
            </Row>
          )}
        </Step>
      )}
      {step === 'complete-early' && (
        <Step role="group" aria-label="Complete early">
          <p>
            This visit is booked for {when}, which has not come yet. Complete it only if it took place early;
            the booking records that it was completed early.
          </p>
          <Row>
            <Button size="sm" variant="outline" onClick={() => setStep('idle')}>
              Not yet
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setStatus('completed', 'completed', true)}>
              Completed early
            </Button>
          </Row>
        </Step>
      )}
      {step === 'no-show' && (
        <Step role="group" aria-label="No-show">
          <p>
            Mark {bookingClientLabel(booking) || 'the client'} as a no-show for {when}? Her time is freed for
            other bookings.
          </p>
          <Row>
            <Button size="sm" variant="outline" onClick={() => setStep('idle')}>
              Keep booking
            </Button>
            <Button size="sm" disabled={busy} onClick={() => void markNoShow()}>
              Mark as no-show
            </Button>
          </Row>
        </Step>
      )}
      {step === 'cancel' && (
        <Step>
          <TextAreaField
            label={declining ? 'Reason for declining (she reads it)' : 'Reason for cancelling'}
            required
            maxLength={maxCancellationReasonLength}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Row>
            <Button size="sm" variant="outline" onClick={() => setStep('idle')}>
              {declining ? 'Not now' : 'Keep booking'}
            </Button>
            <Button
              size="sm"
              disabled={busy || !reason.trim()}
              onClick={() => setStatus('cancelled', declining ? 'declined' : 'cancelled')}
            >
              {declining ? 'Decline booking' : 'Cancel booking'}
            </Button>
          </Row>
        </Step>
      )}
      {step === 'reschedule' && (
        <Step>
          <StartTimePicker
            value={start}
            onChange={(next) => {
              setConflict(null);
              setStart(next);
            }}
            durationMinutes={minutes}
            visit={visit}
            team={team}
            staffId={team.oneChair ? null : bookingStaffId(booking, team.ownerUid)}
            timeZone={timeZone}
            exceptBookingId={booking.id}
          />
          <Row>
            <Button size="sm" variant="outline" onClick={() => setStep('idle')}>
              Keep time
            </Button>
            <Button size="sm" disabled={busy || !start.time} onClick={() => move(false)}>
              Move booking
            </Button>
          </Row>
        </Step>
      )}
    </Stack>
  );
}
