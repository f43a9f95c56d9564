import styled from '@emotion/styled';
import type { BookingInterestCategory } from '@studio/domain';
import { preferredTimeSlots } from '@studio/domain/catalog/time-slots';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Field, Input, Label, TextArea } from '../../../components/field.tsx';
import { Paragraph, Stack } from '../../../components/layout.tsx';
import { studioTimeOfDay } from '../../../utils/studio-zone.ts';
import { instagramHandleProblem } from '../api/create-booking-interest.ts';
import { type AvailabilityContext, dayState, slotState } from '../utils/availability.ts';
import { DatePicker } from './date-picker.tsx';
import { WaitlistOffer } from './waitlist-offer.tsx';

const StepLabel = styled(Label)({ margin: 0 });

export interface DetailsValues {
  preferredDate: string | null;
  preferredTime: string | null;
  instagramHandle: string;
  clientNotes: string;
}

const Form = styled.form({ display: 'grid', gap: 24 });

const Slots = styled.div({
  display: 'grid',
  // Wide enough for a time with its zone ('10:00 AM EST').
  gridTemplateColumns: 'repeat(auto-fill, minmax(124px, 1fr))',
  gap: 8,
});

const Slot = styled.button(({ theme }) => ({
  minHeight: 44,
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  font: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: theme.colors.primary },
  '&:disabled': {
    color: '#B9B1C1',
    textDecoration: 'line-through',
    cursor: 'not-allowed',
    background: '#F7F5F9',
  },
  '&[aria-pressed="true"]': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.onPrimary,
  },
}));

const Actions = styled.div({ display: 'flex', gap: 12, justifyContent: 'space-between', flexWrap: 'wrap' });

const ErrorText = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontSize: '0.85rem' }));

/** Whether the form can be sent: a date and a time chosen (spec §2), the handle well-formed. */
export function canSubmitDetails(values: DetailsValues): boolean {
  return (
    Boolean(values.preferredDate && values.preferredTime) && !instagramHandleProblem(values.instagramHandle)
  );
}

/**
 * Step 2: date (past, too soon, too far, closed and blocked days disabled), hourly time in the
 * studio's zone, optional handle and requests.
 */
export function DetailsStep(props: {
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
  ctx: AvailabilityContext;
  /** For the waitlist of a full day. */
  clientId: string;
  category: BookingInterestCategory;
}) {
  const { values, onChange, ctx } = props;
  const full = values.preferredDate !== null && dayState(values.preferredDate, ctx) === 'full';
  // A time from a waitlist link (or chosen before it was taken) is sent only while it is free.
  const timeFree =
    values.preferredDate !== null &&
    values.preferredTime !== null &&
    slotState(values.preferredDate, values.preferredTime, ctx) === 'available';
  const dateLabel = useId();
  const timeLabel = useId();
  const set = (patch: Partial<DetailsValues>) => onChange({ ...values, ...patch });
  const handleProblem = instagramHandleProblem(values.instagramHandle);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitDetails(values) && timeFree) props.onSubmit();
  };
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Stack gap={8}>
        <StepLabel as="p" id={dateLabel}>
          Preferred date
        </StepLabel>
        <DatePicker
          value={values.preferredDate}
          ctx={ctx}
          labelledBy={dateLabel}
          onChange={(date) => {
            // A time that is not open on the new day is cleared.
            const keep = values.preferredTime && slotState(date, values.preferredTime, ctx) === 'available';
            set({ preferredDate: date, preferredTime: keep ? values.preferredTime : null });
          }}
        />
      </Stack>
      <Stack gap={8}>
        <StepLabel as="p" id={timeLabel}>
          Preferred time
        </StepLabel>
        {!values.preferredDate && <Paragraph>Choose a date to see the times.</Paragraph>}
        {values.preferredDate && full && (
          <WaitlistOffer
            key={values.preferredDate}
            date={values.preferredDate}
            category={props.category}
            ctx={ctx}
          />
        )}
        {values.preferredDate && !full && (
          <Slots role="group" aria-labelledby={timeLabel}>
            {preferredTimeSlots.map((slot) => {
              const date = values.preferredDate as string;
              const available = slotState(date, slot, ctx) === 'available';
              // The studio's time, its zone named when her clock reads differently (issue 14).
              const time = studioTimeOfDay(date, slot, ctx.timeZone);
              return (
                <Slot
                  key={slot}
                  type="button"
                  disabled={!available}
                  aria-pressed={values.preferredTime === slot}
                  aria-label={`${time}${available ? '' : ', unavailable'}`}
                  onClick={() => set({ preferredTime: slot })}
                >
                  {time}
                </Slot>
              );
            })}
          </Slots>
        )}
      </Stack>
      <Field label="Instagram handle (optional)" hint="We'll message you there to confirm the details.">
        {(ids) => (
          <>
            <Input
              {...ids}
              value={values.instagramHandle}
              onChange={(e) => set({ instagramHandle: e.target.value })}
              placeholder="@yourhandle"
              autoComplete="off"
              aria-invalid={Boolean(handleProblem)}
            />
            {handleProblem && <ErrorText role="alert">{handleProblem}</ErrorText>}
          </>
        )}
      </Field>
      <Field label="Special requests (optional)">
        {(ids) => (
          <TextArea
            {...ids}
            value={values.clientNotes}
            maxLength={1000}
            onChange={(e) => set({ clientNotes: e.target.value })}
            placeholder="Colours, designs, anything we should know"
          />
        )}
      </Field>
      <Actions>
        <Button variant="outline" onClick={props.onBack}>
          Back
        </Button>
        <Button type="submit" disabled={!canSubmitDetails(values) || !timeFree || props.submitting}>
          {props.submitting ? 'Submitting...' : 'Submit Interest'}
        </Button>
      </Actions>
    </Form>
  );
}
