import styled from '@emotion/styled';
import {
  addressLines,
  type BookableMember,
  type BookFreeTimeResponse,
  doesEveryService,
  formatStudioDate,
  formatStudioTime,
  freeTimeRefusalOf,
  studioDateOfInstant,
} from '@studio/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBooking } from '../../../entities/booking/api/get-booking.ts';
import { DepositDueNote } from '../../../entities/booking/components/deposit-due-note.tsx';
import { downloadAppointmentIcs } from '../../../entities/booking/model/appointment-calendar.ts';
import { useLatestSearchParams } from '../../../hooks/use-latest-search-params.ts';
import { type PublicQuery, usePublicQuery } from '../../../lib/firebase/index.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { signInPathReturningTo } from '../../../utils/sign-in-redirect.ts';
import type { SelfBookingApi } from '../api/self-booking-api.ts';
import {
  choiceOfParams,
  paramsOfChoice,
  rememberChoice,
  rememberedChoice,
  type ServiceChosen,
  type VisitChoice,
  visitorToken,
} from '../utils/visit-choice.ts';
import { checkedVisit, visitServiceViews } from '../utils/visit-services.ts';
import { FreeStarts } from './free-starts.tsx';
import { MoreServices } from './more-services.tsx';
import { ServiceChoices } from './service-choices.tsx';
import { VisitQuote } from './visit-quote.tsx';

const active = [['is_active', '==', true]] as const;
const servicesQuery: PublicQuery<'services'> = { collection: 'services', where: active };
const materialsQuery: PublicQuery<'materials'> = { collection: 'materials', where: active };
const addOnsQuery: PublicQuery<'serviceAddOns'> = { collection: 'serviceAddOns', where: active };
const windowsQuery: PublicQuery<'availabilityBlocks'> = { collection: 'availabilityBlocks' };

const Steps = styled.div({ display: 'grid', gap: 20 });
const Step = styled.section({ display: 'grid', gap: 10, h2: { fontSize: '1.05rem', margin: 0 } });
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** "Gel Manicure and Spa Pedicure": the visit's services as the confirmation and the summary say them. */
const visitNames = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Times load, hold and book; `message` is the studio's refusal in plain words. */
type Busy = 'idle' | 'times' | 'holding' | 'booking';

/**
 * Her new appointment as an .ics file, the same file her dashboard's Add to calendar makes: read
 * back as the booking she now owns (the rules let her read her own), once it is there.
 */
function AddToCalendar({ bookingId }: { bookingId: string }) {
  const { settings } = usePublicSettings();
  const booking = useBooking(bookingId).data;
  if (!booking) return null;
  const studio = { name: settings.business_info.name, address: addressLines(settings) };
  return (
    <Button variant="outline" onClick={() => downloadAppointmentIcs(booking, studio, new Date())}>
      Add to calendar
    </Button>
  );
}

/** Her new booking's deposit, read back live: due with how to pay, or received once staff record it. */
function BookedDeposit({ bookingId }: { bookingId: string }) {
  const { settings } = usePublicSettings();
  const booking = useBooking(bookingId).data;
  return booking ? <DepositDueNote booking={booking} settings={settings} /> : null;
}

/**
 * The confirmation: booked, with Add to calendar; or, when the studio approves online bookings
 * first (issue 32), that it waits for their answer while its time is kept.
 */
function Booked({ booked, serviceName }: { booked: BookFreeTimeResponse; serviceName: string }) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const startsAt = new Date(booked.startsAt);
  const when = `${serviceName} on ${formatStudioDate(startsAt, timeZone)} at ${formatStudioTime(startsAt, timeZone)}`;
  if (booked.status === 'pending')
    return (
      <Step aria-label="Waiting for approval">
        <h2>Your booking waits for approval</h2>
        <p>
          {when}. The studio will accept or decline it soon, and we'll write to you either way. Your time is
          kept for you meanwhile.
        </p>
        <BookedDeposit bookingId={booked.bookingId} />
        <Row>
          <ButtonLink to="/dashboard">See my appointments</ButtonLink>
        </Row>
      </Step>
    );
  return (
    <Step aria-label="Booked">
      <h2>You're booked</h2>
      <p>{when}. We've sent you the details.</p>
      <BookedDeposit bookingId={booked.bookingId} />
      <Row>
        <ButtonLink to="/dashboard">See my appointments</ButtonLink>
        <AddToCalendar bookingId={booked.bookingId} />
      </Row>
    </Step>
  );
}

/** Said before she confirms, when her booking may wait for the studio's Accept. */
function approvalNotice(settings: {
  booking_requires_approval: boolean;
  booking_requires_approval_for_new_clients: boolean;
}): string | null {
  if (settings.booking_requires_approval)
    return 'The studio accepts each online booking: yours waits for their answer, and your time is kept meanwhile.';
  if (settings.booking_requires_approval_for_new_clients)
    return 'If this is your first visit with us, your booking waits for the studio to accept it, and your time is kept meanwhile.';
  return null;
}

/**
 * /book (issue 32): a visitor builds her visit (service, materials, add-ons, a member or anyone,
 * a day, a free start), sees the price and the policy, and only then signs in; choosing a start
 * holds it for her. Signed in, Confirm books it with the bookFreeTime callable.
 */
export function SelfBooking(props: { api: SelfBookingApi; clientUid: string | null }) {
  const { api } = props;
  const { settings } = usePublicSettings();
  const timeZone = settings.scheduling_timezone;
  const [params, updateParams] = useLatestSearchParams();
  // A sign-up whose verification link came back without the choice: take the one kept.
  useEffect(() => {
    if (params.size === 0) {
      const kept = rememberedChoice();
      if (kept && kept.size > 0) updateParams(() => kept);
    }
  }, [params, updateParams]);
  const choice = choiceOfParams(params);
  const change = useCallback(
    (patch: Partial<VisitChoice>) =>
      updateParams((latest) => {
        const next = paramsOfChoice({ ...choiceOfParams(latest), ...patch });
        rememberChoice(next);
        return next;
      }),
    [updateParams],
  );

  const services = usePublicQuery(servicesQuery);
  const materials = usePublicQuery(materialsQuery);
  const addOns = usePublicQuery(addOnsQuery);
  const windows = usePublicQuery(windowsQuery);
  // The visit's services as the catalogue has them, in her order; a stale link's unknown id drops out.
  const visitServices = choice.serviceIds.flatMap((id) => services.data?.filter((s) => s.id === id) ?? []);
  const visitServiceIds = visitServices.map((s) => s.id);
  const service = visitServices[0];
  const visitName = visitNames.format(visitServices.map((s) => s.name));
  // Each service with the materials it takes, its add-ons and her choices, checked as the studio
  // checks them: a missing required add-on of any service is named before any time is asked for.
  const views = visitServiceViews(
    visitServices,
    { materials: materials.data ?? [], addOns: addOns.data ?? [] },
    choice,
  );
  const checked = checkedVisit(views);
  const viewOf = (serviceId: string) => views.find((v) => v.service.id === serviceId);
  /** New materials or add-ons for one service of the visit: the start she picked goes. */
  const changeChoices = (serviceId: string, chosen: ServiceChosen) =>
    change(
      serviceId === service?.id
        ? { ...chosen, startsAt: null }
        : {
            moreServices: choice.moreServices.map((m) =>
              m.serviceId === serviceId ? { ...m, ...chosen } : m,
            ),
            startsAt: null,
          },
    );
  const choicesOf = (serviceId: string) => {
    const view = viewOf(serviceId);
    return (
      view && (
        <ServiceChoices
          materials={view.materials}
          addOns={view.addOns}
          chosen={view.chosen}
          onChange={(chosen) => changeChoices(serviceId, chosen)}
        />
      )
    );
  };

  const [members, setMembers] = useState<BookableMember[]>([]);
  useEffect(() => {
    let live = true;
    api.listBookableMembers().then(
      (answer) => live && setMembers(answer.members),
      () => live && setMembers([]),
    );
    return () => {
      live = false;
    };
  }, [api]);
  // The same member does the whole visit, one service after another.
  const offeredMembers = members.filter((m) => doesEveryService(m, visitServiceIds));
  /** A new list of services; the member she picked stays only if she does all of them. */
  const changeServices = (serviceIds: string[], patch: Partial<VisitChoice> = {}) => {
    const picked = members.find((m) => m.id === choice.staffId);
    const keepsMember = !picked || doesEveryService(picked, serviceIds);
    change({ serviceIds, startsAt: null, ...(keepsMember ? {} : { staffId: null }), ...patch });
  };

  const [starts, setStarts] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<Busy>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [held, setHeld] = useState<{ expiresAt: string } | null>(null);
  const [booked, setBooked] = useState<BookFreeTimeResponse | null>(null);
  const date = choice.date ?? studioDateOfInstant(new Date(), timeZone);
  // The visit as text: it changes exactly when a choice that changes the free times does
  // (not when she picks a start, so the times stay put).
  // A visit still missing a choice asks for no times: the page says what to choose instead.
  const visitKey = JSON.stringify([
    visitServiceIds,
    choice.materialIds,
    choice.addOnSelections,
    choice.moreServices,
    choice.staffId,
    checked.ok,
  ]);
  const request = useMemo(() => {
    const [serviceIds, materialIds, addOnSelections, moreServices, staffId, ok] = JSON.parse(visitKey) as [
      string[],
      string[],
      VisitChoice['addOnSelections'],
      VisitChoice['moreServices'],
      string | null,
      boolean,
    ];
    // One list for the free times, the hold and the booking: the visit's whole length.
    return serviceIds.length > 0 && ok
      ? { serviceIds, materialIds, addOnSelections, moreServices, staffId }
      : null;
  }, [visitKey]);
  // Each choice asks again; answers can arrive out of order (a slow first answer after the
  // second), so only the latest question's answer is shown.
  const latestTimes = useRef(0);
  const loadTimes = useCallback(async () => {
    if (!request) return;
    const asked = ++latestTimes.current;
    setBusy('times');
    try {
      const answer = await api.listFreeTimes({ ...request, date, visitorToken: visitorToken() });
      if (asked === latestTimes.current) setStarts(answer.starts);
    } catch (error) {
      if (asked !== latestTimes.current) return;
      setStarts([]);
      setMessage((error as Error).message);
    } finally {
      if (asked === latestTimes.current) setBusy('idle');
    }
  }, [api, request, date]);
  useEffect(() => {
    setStarts(null);
    void loadTimes();
  }, [loadTimes]);

  /**
   * A refused time: her choice of start goes, the reason shows in words, and the day's fresh free
   * times come with the refusal (issue 32: "Just taken"); every other choice stays.
   */
  const refused = async (error: unknown) => {
    setMessage((error as Error).message);
    change({ startsAt: null });
    const refusal = freeTimeRefusalOf(error);
    if (refusal) {
      // The refusal's times are the freshest: an answer still on its way is older.
      latestTimes.current += 1;
      setStarts(refusal.starts);
    } else await loadTimes();
  };

  const choose = async (start: string) => {
    if (!request) return;
    setMessage(null);
    setBusy('holding');
    try {
      const hold = await api.holdTime({ ...request, startsAt: start, visitorToken: visitorToken() });
      setHeld({ expiresAt: hold.expiresAt });
      change({ startsAt: start });
    } catch (error) {
      await refused(error);
    } finally {
      setBusy('idle');
    }
  };

  const confirm = async () => {
    if (!request || !choice.startsAt) return;
    setMessage(null);
    setBusy('booking');
    try {
      setBooked(
        await api.bookFreeTime({ ...request, startsAt: choice.startsAt, visitorToken: visitorToken() }),
      );
    } catch (error) {
      await refused(error);
    } finally {
      setBusy('idle');
    }
  };

  // A start that came in the link (a waitlist offer, or back from sign-in) stays chosen until she
  // confirms: if it went meanwhile, bookFreeTime refuses it as just taken, with the fresh times.
  // (Judging it from the first list of free times cleared her own held time after sign-in when
  // that list came before her hold was counted as hers: CI-20.)

  if (booked) return <Booked booked={booked} serviceName={visitName || 'Your visit'} />;
  if (services.status === 'loading') return <Spinner />;
  const startsAt = choice.startsAt ? new Date(choice.startsAt) : null;
  return (
    <Steps>
      <Step aria-label="Your visit">
        <h2>1. Your visit</h2>
        <SelectField
          label="Service"
          value={service?.id ?? ''}
          onChange={(e) => {
            const first = e.target.value;
            // A new first service: her others stay, its materials and add-ons start afresh.
            changeServices(first ? [first, ...visitServiceIds.slice(1).filter((id) => id !== first)] : [], {
              materialIds: [],
              addOnSelections: [],
            });
          }}
        >
          <option value="">Choose a service</option>
          {byDisplayOrder(services.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        {service && choicesOf(service.id)}
        <MoreServices
          catalogue={byDisplayOrder(services.data ?? [])}
          serviceIds={visitServiceIds}
          onChange={(serviceIds) => changeServices(serviceIds)}
          choicesOf={choicesOf}
        />
      </Step>
      {service && (
        <Step aria-label="When">
          <h2>2. Who and when</h2>
          <SelectField
            label="With"
            value={choice.staffId ?? ''}
            onChange={(e) => change({ staffId: e.target.value || null, startsAt: null })}
          >
            <option value="">Anyone</option>
            {offeredMembers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.displayName}
              </option>
            ))}
          </SelectField>
          <InputField
            label="Day"
            type="date"
            value={date}
            onChange={(e) => change({ date: e.target.value || null, startsAt: null })}
          />
          {message && <p role="alert">{message}</p>}
          {!checked.ok ? (
            <p role="alert">{checked.message}</p>
          ) : starts === null ? (
            <Spinner />
          ) : (
            <FreeStarts
              starts={starts}
              chosen={choice.startsAt}
              timeZone={timeZone}
              busy={busy !== 'idle'}
              onChoose={(start) => void choose(start)}
            />
          )}
        </Step>
      )}
      {service && startsAt && checked.ok && (
        <Step aria-label="Price and policy">
          <h2>3. Price and policy</h2>
          <p>
            {visitName}, {formatStudioDate(startsAt, timeZone)} at {formatStudioTime(startsAt, timeZone)}
            {held ? `: held for you until ${formatStudioTime(new Date(held.expiresAt), timeZone)}.` : '.'}
          </p>
          {checked.ok && (
            <VisitQuote
              services={checked.services}
              startsAt={startsAt}
              settings={settings}
              windows={windows.data ?? []}
            />
          )}
          {approvalNotice(settings) && <p>{approvalNotice(settings)}</p>}
          {props.clientUid === null ? (
            <ButtonLink to={signInPathReturningTo(`/book?${params.toString()}`)}>
              Sign in or sign up to book
            </ButtonLink>
          ) : (
            <Button disabled={busy !== 'idle'} onClick={() => void confirm()}>
              Confirm booking
            </Button>
          )}
        </Step>
      )}
    </Steps>
  );
}
