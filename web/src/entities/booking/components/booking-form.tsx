import styled from '@emotion/styled';
import {
  canRedeemPoints,
  compatibleMaterials,
  formatPriceModifier,
  studioDateTime,
  toDollars,
  todayIn,
} from '@studio/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DialogActions } from '../../../components/dialog.tsx';
import { SelectField, TextAreaField } from '../../../components/field.tsx';
import { Inline, Stack } from '../../../components/layout.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { AddClientDialog } from '../../client/components/add-client-dialog.tsx';
import { AllergyWarningBox } from '../../client/components/allergy-warning.tsx';
import { ClientPicker } from '../../client/components/client-picker.tsx';
import { bookingRefusalOf, createBooking } from '../api/booking-callables.ts';
import { useBookingCatalogue, useBookingClient, useServiceAddOns } from '../api/get-booking-catalogue.ts';
import { useDaySchedule } from '../api/get-day-schedule.ts';
import { previewBooking } from '../model/booking-quote.ts';
import { conflictMessageOf } from '../model/conflict-message.ts';
import { PriceLines } from './price-lines.tsx';
import { type StartChoice, StartTimePicker } from './start-time-picker.tsx';

const Form = styled.form({ display: 'grid', gap: 16 });
const Group = styled.fieldset(({ theme }) => ({
  display: 'grid',
  gap: 6,
  margin: 0,
  padding: 0,
  border: 0,
  legend: { padding: 0, marginBottom: 6, fontWeight: 600, fontSize: '0.9rem' },
  label: { display: 'flex', gap: 8, alignItems: 'center', fontSize: '0.9rem' },
  '.extra': { color: theme.colors.muted, fontSize: '0.8rem' },
}));
const Problem = styled.p({ margin: 0, color: '#B91C1C', fontWeight: 600 });
const Conflict = styled.div({
  display: 'grid',
  gap: 8,
  padding: '12px 14px',
  border: '1.5px solid #FCA5A5',
  borderRadius: 12,
  background: '#FEF2F2',
  color: '#7F1D1D',
  p: { margin: 0 },
});

/** What a form opened from somewhere else starts with (a free time clicked, an interest, a client). */
export interface BookingFormPrefill {
  clientId?: string | null;
  /** A service category's name: the service list opens on it. */
  category?: string | null;
  /** A service to preselect, while the catalogue still offers it (an interest's requested one). */
  serviceId?: string | null;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
  /** The interest this booking converts: saving marks it converted, atomically (createBooking). */
  interestId?: string | null;
}

function Body(props: {
  clientId: string;
  prefill: BookingFormPrefill;
  onDone: (bookingId: string) => void;
  onCancel: () => void;
}) {
  const { settings } = usePublicSettings();
  const timeZone = settings.scheduling_timezone;
  const catalogue = useBookingCatalogue();
  const { client } = useBookingClient(props.clientId);
  // Until staff choose, the prefilled service (and its category) while it is still offered.
  const requested = catalogue.services.find((s) => s.id === props.prefill.serviceId);
  const [categoryChoice, setCategory] = useState<string | null>(null);
  const [serviceChoice, setServiceId] = useState<string | null>(null);
  const serviceId = serviceChoice ?? requested?.id ?? '';
  const category = categoryChoice ?? requested?.parent_category ?? props.prefill.category ?? '';
  const { addOns } = useServiceAddOns(serviceId);
  const [materialIds, setMaterialIds] = useState<string[]>([]);
  const [addOnOptions, setAddOnOptions] = useState<Record<string, string>>({});
  const [start, setStart] = useState<StartChoice>(() => {
    // A prefilled day already gone (an old interest's) is no longer offered: today instead.
    const today = todayIn(timeZone, new Date());
    const date = props.prefill.date && props.prefill.date >= today ? props.prefill.date : today;
    return { date, time: date === props.prefill.date ? (props.prefill.time ?? '') : '' };
  });
  const [notes, setNotes] = useState(props.prefill.notes ?? '');
  const [redeemLoyalty, setRedeemLoyalty] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  // A time in the past or beyond the advance limit: the server's words, then staff's confirmation.
  const [timeLimit, setTimeLimit] = useState<{ message: string; confirming: boolean } | null>(null);
  const [timeOverridden, setTimeOverridden] = useState(false);
  const [busy, setBusy] = useState(false);
  const { windows } = useDaySchedule(start.date, timeZone);

  const startsAt = useMemo(
    () => (start.date && start.time ? studioDateTime(start.date, start.time, timeZone) : null),
    [start.date, start.time, timeZone],
  );
  const preview = useMemo(
    () =>
      previewBooking({
        choices: { serviceId, materialIds, addOnOptions, startsAt, redeemLoyalty },
        services: catalogue.services,
        materials: catalogue.materials,
        addOns,
        client,
        windows,
        settings,
        timeZone,
        now: new Date(),
      }),
    [
      serviceId,
      materialIds,
      addOnOptions,
      startsAt,
      redeemLoyalty,
      catalogue,
      addOns,
      client,
      windows,
      settings,
      timeZone,
    ],
  );
  const categories = [
    ...new Set(catalogue.services.map((s) => s.parent_category).filter((c): c is string => Boolean(c))),
  ];
  const services = catalogue.services.filter((s) => !category || s.parent_category === category);
  const service = catalogue.services.find((s) => s.id === serviceId);
  // The materials this service takes (none listed on the service: every active one).
  const materials = service ? compatibleMaterials(service, catalogue.materials) : [];
  const mayRedeem = canRedeemPoints(client?.loyalty_points ?? 0, settings.loyalty_redemption_threshold);
  const ready =
    Boolean(serviceId && startsAt && preview.quote) &&
    !preview.problem &&
    (preview.allergies.length === 0 || acknowledged);

  const save = async (overrideConflict: boolean, overrideTimeLimit = timeOverridden) => {
    if (!startsAt) return;
    setBusy(true);
    try {
      const { bookingId } = await createBooking({
        clientId: props.clientId,
        serviceId,
        materialIds,
        addOnSelections: Object.entries(addOnOptions).map(([addOnId, optionId]) => ({ addOnId, optionId })),
        startsAt: startsAt.toISOString(),
        notes: notes.trim() || null,
        interestId: props.prefill.interestId ?? null,
        overrideConflict,
        overrideTimeLimit,
        allergyAcknowledged: acknowledged,
        redeemLoyalty,
      });
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConflict(null);
    setTimeLimit(null);
    setTimeOverridden(false);
    void save(false, false);
  };
  // Staff confirmed the time on purpose: the booking records the override (time_override).
  const bookOutsideLimits = () => {
    setTimeLimit(null);
    setTimeOverridden(true);
    void save(false, true);
  };

  return (
    <Form aria-label="Booking" onSubmit={submit}>
      {categories.length > 1 && (
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => {
            const next = e.target.value;
            setCategory(next);
            // A service of another category is no longer in the list: it is no longer chosen.
            const current = catalogue.services.find((s) => s.id === serviceId);
            if (next && current && current.parent_category !== next) setServiceId('');
          }}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label="Service"
        required
        value={serviceId}
        onChange={(e) => {
          const next = catalogue.services.find((s) => s.id === e.target.value);
          const offered = new Set(
            next ? compatibleMaterials(next, catalogue.materials).map((m) => m.id) : [],
          );
          setServiceId(e.target.value);
          setMaterialIds((ids) => ids.filter((id) => offered.has(id)));
          setAddOnOptions({});
        }}
      >
        <option value="">{catalogue.loading ? 'Loading...' : 'Choose a service'}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.duration_minutes} min)
          </option>
        ))}
      </SelectField>
      {materials.length > 0 && (
        <Group>
          <legend>Materials</legend>
          {materials.map((m) => (
            <label key={m.id}>
              <input
                type="checkbox"
                checked={materialIds.includes(m.id)}
                onChange={(e) =>
                  setMaterialIds((ids) =>
                    e.target.checked ? [...ids, m.id] : ids.filter((id) => id !== m.id),
                  )
                }
              />
              {m.name}
              {/* What the material adds, as the catalogue shows it; the price lines sum it up. */}
              {formatPriceModifier(m) && <span className="extra">{formatPriceModifier(m)}</span>}
              {m.duration_modifier_minutes !== 0 && (
                <span className="extra">+{m.duration_modifier_minutes} min</span>
              )}
            </label>
          ))}
        </Group>
      )}
      {addOns.map((addOn) => (
        <SelectField
          key={addOn.id}
          label={addOn.is_required ? `${addOn.name} (required)` : addOn.name}
          value={addOnOptions[addOn.id] ?? ''}
          onChange={(e) => {
            const optionId = e.target.value;
            setAddOnOptions(({ [addOn.id]: _, ...rest }) =>
              optionId ? { ...rest, [addOn.id]: optionId } : rest,
            );
          }}
        >
          <option value="">{addOn.is_required ? 'Choose an option' : 'None'}</option>
          {addOn.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ))}
      <StartTimePicker
        value={start}
        onChange={(next) => {
          setConflict(null);
          setStart(next);
        }}
        durationMinutes={preview.durationMinutes || 60}
        timeZone={timeZone}
        // Not while saving: the booking being made would take its own time from under it.
        settled={!catalogue.loading && !busy}
      />
      {/* The clash is named beside the time it concerns, and brought into view (issue 29). */}
      {conflict && (
        <Conflict role="alert" ref={(box) => box?.scrollIntoView({ block: 'nearest' })}>
          <p>{conflict}</p>
          <div>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void save(true)}>
              Book anyway
            </Button>
          </div>
        </Conflict>
      )}
      <TextAreaField label="Notes (optional)" value={notes} onChange={(e) => setNotes(e.target.value)} />
      {mayRedeem && (
        <Inline as="label" gap={8}>
          <input
            type="checkbox"
            checked={redeemLoyalty}
            onChange={(e) => setRedeemLoyalty(e.target.checked)}
          />
          Redeem {settings.loyalty_redemption_threshold} loyalty points for{' '}
          {settings.loyalty_discount_percent}% off ({client?.loyalty_points ?? 0} points)
        </Inline>
      )}
      <AllergyWarningBox
        warnings={preview.allergies}
        acknowledged={acknowledged}
        onAcknowledge={setAcknowledged}
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
        <Conflict role="alert" aria-label="Outside the booking time limits">
          <p>{timeLimit.message}</p>
          <div>
            {timeLimit.confirming ? (
              <>
                <p>The booking will record that it was made outside the limits on purpose.</p>
                <Button size="sm" disabled={busy} onClick={bookOutsideLimits}>
                  Yes, book this time
                </Button>{' '}
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setTimeLimit(null)}>
                  No, pick another time
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => setTimeLimit({ ...timeLimit, confirming: true })}
              >
                Book outside the limits
              </Button>
            )}
          </div>
        </Conflict>
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

/** The one booking form (issue 12): a client, then service, materials, add-ons, a free time, notes and the live price. */
export function BookingForm(props: {
  prefill: BookingFormPrefill;
  onDone: (bookingId: string) => void;
  onCancel: () => void;
}) {
  const [clientId, setClientId] = useState<string | null>(props.prefill.clientId ?? null);
  const [addingClient, setAddingClient] = useState(false);
  return (
    <Stack gap={16}>
      <ClientPicker
        label="Client"
        chosenId={clientId}
        onChoose={(client) => setClientId(client?.id ?? null)}
      />
      {!clientId && (
        <div>
          <Button size="sm" variant="outline" onClick={() => setAddingClient(true)}>
            New walk-in client
          </Button>
        </div>
      )}
      <AddClientDialog
        open={addingClient}
        onClose={() => setAddingClient(false)}
        onAdded={(id) => {
          setAddingClient(false);
          setClientId(id);
        }}
      />
      {clientId ? (
        <Body
          key={clientId}
          clientId={clientId}
          prefill={props.prefill}
          onDone={props.onDone}
          onCancel={props.onCancel}
        />
      ) : (
        // Before a client is chosen the form has no body yet; its footer still offers Cancel.
        <DialogActions>
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        </DialogActions>
      )}
    </Stack>
  );
}
