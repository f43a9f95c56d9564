import styled from '@emotion/styled';
import {
  type BookingVisit,
  bookingVisitFormSchema,
  canRedeemPoints,
  maxVisitServices,
  studioDateTime,
  toDollars,
  todayIn,
} from '@studio/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DialogActions } from '../../../components/dialog.tsx';
import { TextAreaField } from '../../../components/field.tsx';
import { Inline } from '../../../components/layout.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { AllergyWarningBox } from '../../client/components/allergy-warning.tsx';
import { bookingRefusalOf, type CreateBookingCall, createBooking } from '../api/booking-callables.ts';
import { useBookingCatalogue, useBookingClient, useVisitAddOns } from '../api/get-booking-catalogue.ts';
import { useBookingTeam } from '../api/get-booking-team.ts';
import { useDaySchedule } from '../api/get-day-schedule.ts';
import { addOnChoicesOf, previewBooking, type ServiceChoice } from '../model/booking-quote.ts';
import { conflictMessageOf } from '../model/conflict-message.ts';
import { membersForVisit } from '../model/free-times.ts';
import type { BookingFormPrefill } from './booking-form-prefill.ts';
import { ConflictBox, TimeLimitBox, type TimeLimitRefusal } from './booking-form-refusals.tsx';
import { ServicesStep } from './booking-form-services-step.tsx';
import { TimeStep } from './booking-form-time-step.tsx';
import { PriceLines } from './price-lines.tsx';
import type { StartChoice } from './start-time-picker.tsx';

const Form = styled.form({ display: 'grid', gap: 16 });
const Problem = styled.p({ margin: 0, color: '#B91C1C', fontWeight: 600 });

let nextKey = 1;
const newChoice = (serviceId = ''): ServiceChoice => ({
  key: nextKey++,
  serviceId,
  materialIds: [],
  addOnOptions: {},
});

/** The request's services: each with its materials and add-on options, in the visit's order. */
function requestOf(choices: readonly ServiceChoice[]) {
  const services = choices
    .filter((c) => c.serviceId)
    .map((c) => ({
      serviceId: c.serviceId,
      materialIds: [...c.materialIds],
      addOnSelections: addOnChoicesOf(c),
    }));
  const [first] = services;
  return { first, services };
}

/**
 * The booking of one client: the visit's services, who and when, notes, loyalty, the live price.
 * Who, when, the notes, the loyalty redemption and the allergy acknowledgement are held by the
 * form hook and checked with the domain's bookingVisitFormSchema (a refusal: the problem under its
 * field and one 'Booking not saved' toast); the services are their own step's list.
 */
export function VisitForm(props: {
  clientId: string;
  prefill: BookingFormPrefill;
  onDone: (bookingId: string) => void;
  onCancel: () => void;
}) {
  const { settings } = usePublicSettings();
  const timeZone = settings.scheduling_timezone;
  const catalogueRead = useBookingCatalogue();
  const catalogue = catalogueRead.data;
  const client = useBookingClient(props.clientId).data;
  const teamRead = useBookingTeam();
  const team = teamRead.data;
  // Until staff choose, the prefilled service (and its category) while it is still offered.
  const requested = catalogue.services.find((s) => s.id === props.prefill.serviceId);
  const [edited, setEdited] = useState<{ choices: ServiceChoice[]; categories: string[] } | null>(null);
  const prefilled = useMemo(
    () => ({
      choices: [{ ...newChoice(requested?.id ?? ''), key: 0 }],
      categories: [requested?.parent_category ?? props.prefill.category ?? ''],
    }),
    [requested, props.prefill.category],
  );
  const { choices, categories } = edited ?? prefilled;
  const serviceIds = choices.map((c) => c.serviceId).filter(Boolean);
  const addOns = useVisitAddOns(serviceIds).data;
  const form = useSchemaForm(bookingVisitFormSchema, {
    defaultValues: (() => {
      // A prefilled day already gone (an old interest's) is no longer offered: today instead.
      const today = todayIn(timeZone, new Date());
      const date = props.prefill.date && props.prefill.date >= today ? props.prefill.date : today;
      return {
        staffId: props.prefill.staffId ?? '',
        date,
        time: date === props.prefill.date ? (props.prefill.time ?? '') : '',
        notes: props.prefill.notes ?? '',
        redeemLoyalty: false,
        allergyAcknowledged: false,
      };
    })(),
    labels: { staffId: 'Staff member', date: 'Date', time: 'Start time', notes: 'Notes' },
    refusal: 'Booking not saved',
  });
  const { watch, setValue } = form;
  const start: StartChoice = { date: watch('date'), time: watch('time') };
  const staffChoice = watch('staffId') || null;
  const redeemLoyalty = watch('redeemLoyalty');
  const acknowledged = watch('allergyAcknowledged');
  const [conflict, setConflict] = useState<string | null>(null);
  const [timeLimit, setTimeLimit] = useState<TimeLimitRefusal | null>(null);
  const [timeOverridden, setTimeOverridden] = useState(false);
  const [busy, setBusy] = useState(false);
  const { windows } = useDaySchedule(start.date, timeZone).data;

  const startsAt = useMemo(
    () => (start.date && start.time ? studioDateTime(start.date, start.time, timeZone) : null),
    [start.date, start.time, timeZone],
  );
  const preview = useMemo(
    () =>
      previewBooking({
        choices: { services: choices, startsAt, redeemLoyalty },
        services: catalogue.services,
        materials: catalogue.materials,
        addOns,
        client,
        windows,
        settings,
        timeZone,
        now: new Date(),
      }),
    [choices, startsAt, redeemLoyalty, catalogue, addOns, client, windows, settings, timeZone],
  );
  // A member who no longer does every service chosen is no longer picked: anyone instead.
  const doesAll = (uid: string | null) =>
    uid && membersForVisit(team, serviceIds).some((m) => m.uid === uid) ? uid : null;
  const staffId = doesAll(staffChoice);
  const mayRedeem = canRedeemPoints(client?.loyalty_points ?? 0, settings.loyalty_redemption_threshold);
  const ready =
    Boolean(serviceIds.length > 0 && startsAt && preview.quote) &&
    !preview.problem &&
    (preview.allergies.length === 0 || acknowledged);

  /** Sends the visit the schema passed (a refusal never gets here). */
  const save = async (visit: BookingVisit, overrideConflict: boolean, overrideTimeLimit = timeOverridden) => {
    const { first, services } = requestOf(choices);
    if (!first) return;
    const chosenStaff = doesAll(visit.staffId);
    setBusy(true);
    try {
      const request: CreateBookingCall = {
        clientId: props.clientId,
        serviceId: first.serviceId,
        materialIds: first.materialIds,
        addOnSelections: first.addOnSelections,
        services,
        ...(chosenStaff ? { staffId: chosenStaff } : {}),
        startsAt: studioDateTime(visit.date, visit.time, timeZone).toISOString(),
        notes: visit.notes,
        interestId: props.prefill.interestId ?? null,
        overrideConflict,
        overrideTimeLimit,
        allergyAcknowledged: visit.allergyAcknowledged,
        redeemLoyalty: visit.redeemLoyalty,
      };
      const { bookingId } = await createBooking(request);
      notify.success(
        'Booking created',
        props.prefill.interestId ? 'The interest is marked converted.' : undefined,
      );
      props.onDone(bookingId);
    } catch (error) {
      const clash = conflictMessageOf(error, timeZone);
      const refusal = bookingRefusalOf(error);
      if (clash) setConflict(clash);
      else if (refusal?.reason === 'time_limit')
        setTimeLimit({ message: (error as Error).message, confirming: false });
      else notify.error('Booking not saved', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const submit = form.submit((visit) => {
    setConflict(null);
    setTimeLimit(null);
    setTimeOverridden(false);
    void save(visit, false, false);
  });
  // Staff chose to book over the clash: the same visit, checked again.
  const bookAnyway = form.submit((visit) => void save(visit, true));
  // Staff confirmed the time on purpose: the booking records the override (time_override).
  const bookOutsideLimits = form.submit((visit) => {
    setTimeLimit(null);
    setTimeOverridden(true);
    void save(visit, false, true);
  });

  return (
    <Form aria-label="Booking" onSubmit={submit}>
      <ServicesStep
        choices={choices}
        categories={categories}
        catalogue={{ ...catalogue, status: catalogueRead.status, addOns }}
        maxServices={maxVisitServices}
        onChange={(nextChoices, nextCategories) => {
          setConflict(null);
          setEdited({ choices: nextChoices, categories: nextCategories });
        }}
        onAdd={() => setEdited({ choices: [...choices, newChoice()], categories: [...categories, ''] })}
      />
      <TimeStep
        team={team}
        visit={preview.visit}
        durationMinutes={preview.durationMinutes}
        staffId={staffId}
        onStaffId={(next) => {
          setConflict(null);
          setValue('staffId', next ?? '');
        }}
        start={start}
        onStart={(next) => {
          setConflict(null);
          setValue('date', next.date);
          setValue('time', next.time);
        }}
        timeZone={timeZone}
        // Not while saving: the booking being made would take its own time from under it.
        settled={catalogueRead.status === 'success' && teamRead.status === 'success' && !busy}
      />
      {conflict && <ConflictBox message={conflict} busy={busy} onBookAnyway={() => void bookAnyway()} />}
      <TextAreaField label="Notes (optional)" {...form.bind('notes')} />
      {mayRedeem && (
        <Inline as="label" gap={8}>
          <input type="checkbox" {...form.register('redeemLoyalty')} />
          Redeem {settings.loyalty_redemption_threshold} loyalty points for{' '}
          {settings.loyalty_discount_percent}% off ({client?.loyalty_points ?? 0} points)
        </Inline>
      )}
      <AllergyWarningBox
        warnings={preview.allergies}
        acknowledged={acknowledged}
        onAcknowledge={(next) => setValue('allergyAcknowledged', next)}
      />
      {preview.problem && <Problem role="alert">{preview.problem}</Problem>}
      {preview.quote && (
        <PriceLines
          label="Price"
          lines={preview.quote.lineItems.map((l) => ({ label: l.label, amount: toDollars(l.amountCents) }))}
          tax={toDollars(preview.quote.taxCents)}
          total={toDollars(preview.quote.totalCents)}
          deposit={toDollars(preview.quote.depositCents)}
          policy
        />
      )}
      {timeLimit && (
        <TimeLimitBox
          refusal={timeLimit}
          busy={busy}
          onChange={setTimeLimit}
          onConfirm={() => void bookOutsideLimits()}
        />
      )}
      <DialogActions>
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Saving...' : 'Create Booking'}
        </Button>
      </DialogActions>
    </Form>
  );
}
