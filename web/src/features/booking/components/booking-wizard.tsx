import styled from '@emotion/styled';
import {
  type BookingInterestCategory,
  bookingPolicySentence,
  interestCategoryForService,
  interestIntervalMessage,
  mayCreateInterestAt,
  mayOpenAnotherInterest,
  openInterestsLimitMessage,
} from '@studio/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Card } from '../../../components/card.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useService } from '../../../entities/service/api/use-service.ts';
import { useMyProfile } from '../../../hooks/use-my-profile.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { createBookingInterest } from '../api/create-booking-interest.ts';
import { BlockedTimeSlotsReader, useWeeklyAvailability } from '../api/get-availability.ts';
import { useLastInterestAt, useOpenInterestCount } from '../api/get-open-interests.ts';
import type { AvailabilityContext, BlockedRange } from '../utils/availability.ts';
import { wizardPrefill } from '../utils/prefill.ts';
import { type FreedTimeOffer, offeredWizardState, wizardReducer } from '../utils/wizard-state.ts';
import { CategoryStep } from './category-step.tsx';
import { ChosenService } from './chosen-service.tsx';
import { DetailsStep } from './details-step.tsx';
import { SubmittedStep } from './submitted-step.tsx';

const Shell = styled(Card)({ padding: '24px 16px', '@media (min-width: 640px)': { padding: 32 } });

const Policy = styled.p(({ theme }) => ({
  margin: '20px 0 0',
  color: theme.colors.muted,
  fontSize: '0.9rem',
  textAlign: 'center',
}));

const Progress = styled.ol(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 24px',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 8,
  li: {
    fontSize: '0.8rem',
    fontWeight: 600,
    color: theme.colors.muted,
    paddingTop: 8,
    borderTop: `4px solid ${theme.colors.border}`,
  },
  'li[data-done="true"]': { color: theme.colors.primaryDark, borderColor: theme.colors.primary },
}));

const stepNames = ['Service', 'Date & time', 'Done'] as const;

/** Reads the service of `?service=` and hands it up: null when missing or hidden (archived). */
function ServiceReader(props: { serviceId: string; onRead: (service: Doc<'services'> | null) => void }) {
  const { status, data: service } = useService(props.serviceId);
  const { onRead } = props;
  useEffect(() => {
    if (status === 'success') onRead(service ?? null);
  }, [status, service, onRead]);
  return null;
}

/** Reads her profile once and hands up what the wizard prefills from it. */
function ProfileReader(props: { uid: string; onRead: (prefill: ReturnType<typeof wizardPrefill>) => void }) {
  const { status, data } = useMyProfile(props.uid);
  const { onRead } = props;
  useEffect(() => {
    if (status === 'success' && data) onRead(wizardPrefill(data));
  }, [status, data, onRead]);
  return null;
}

/**
 * The booking wizard (spec §2, issue 14). `serviceId` comes from `?service=` and stays in the URL
 * through every step: the service shows on each, preselects its category, and is stored on the
 * interest; `onClearService` takes it out of the URL when she chooses something else.
 */
export function BookingWizard(props: {
  clientId: string;
  serviceId: string | null;
  onClearService: () => void;
  /** A freed time from a waitlist message's link: her category, the day and the time. */
  offer?: FreedTimeOffer | null;
}) {
  const [state, dispatch] = useReducer(wizardReducer, props.offer ?? null, offeredWizardState);
  const [submitting, setSubmitting] = useState(false);
  const [service, setService] = useState<Doc<'services'> | null>(null);
  const readService = useCallback((read: Doc<'services'> | null) => {
    setService(read);
    // Her service's category, and on to the date: once, when it is first read.
    if (read) dispatch({ type: 'preselect', category: interestCategoryForService(read) });
  }, []);
  const chosen = props.serviceId && service?.id === props.serviceId ? service : null;
  // Her details on file fill the empty fields once per request (again after Submit Another).
  const [prefill, setPrefill] = useState<ReturnType<typeof wizardPrefill> | null>(null);
  const [round, setRound] = useState(0);
  const prefilledRound = useRef(-1);
  useEffect(() => {
    if (!prefill || prefilledRound.current === round) return;
    prefilledRound.current = round;
    dispatch({ type: 'prefill', ...prefill });
  }, [prefill, round]);
  const { settings } = usePublicSettings();
  // At most booking_max_open_interests open interests (submitBookingInterest enforces it; this
  // explains early).
  const { data: openCount } = useOpenInterestCount(props.clientId);
  const atLimit =
    openCount !== null && !mayOpenAnotherInterest(openCount, settings.booking_max_open_interests);
  const limitMessage = openInterestsLimitMessage(settings.booking_max_open_interests);
  // And booking_interest_min_interval_seconds between two of hers (the callable enforces it too).
  const lastInterestAt = useLastInterestAt(props.clientId).data;
  const intervalSeconds = settings.booking_interest_min_interval_seconds;
  const availability = useWeeklyAvailability();
  const [blocked, setBlocked] = useState<BlockedRange[]>([]);
  const [booked, setBooked] = useState<BlockedRange[]>([]);
  const ctx: AvailabilityContext = useMemo(
    () => ({
      timeZone: settings.scheduling_timezone,
      now: new Date(),
      blocks: availability.data,
      blocked,
      booked,
      maxAdvanceDays: settings.booking_settings.maxAdvanceBookingDays,
      leadTimeHours: settings.scheduling_lead_time_hours,
    }),
    [
      settings.scheduling_timezone,
      settings.booking_settings.maxAdvanceBookingDays,
      settings.scheduling_lead_time_hours,
      availability.data,
      blocked,
      booked,
    ],
  );

  const submit = async () => {
    const { category, preferredDate, preferredTime, instagramHandle, clientNotes } = state;
    if (!category || !preferredDate || !preferredTime) return;
    if (atLimit) {
      notify.error('Error submitting interest', limitMessage);
      return;
    }
    if (lastInterestAt && !mayCreateInterestAt(lastInterestAt, new Date(), intervalSeconds)) {
      notify.error('Error submitting interest', interestIntervalMessage(intervalSeconds));
      return;
    }
    setSubmitting(true);
    try {
      await createBookingInterest(props.clientId, {
        category,
        serviceId: chosen?.id ?? null,
        preferredDate,
        preferredTime,
        instagramHandle,
        clientNotes,
      });
      notify.success('Interest submitted!', "We'll reach out to you on Instagram soon to discuss details.");
      dispatch({ type: 'submitted' });
    } catch (error) {
      console.error(error);
      notify.error('Error submitting interest', error instanceof Error ? error.message : undefined);
    } finally {
      setSubmitting(false);
    }
  };

  const chooseCategory = (category: BookingInterestCategory) => {
    // Another category than her service's lets the service go.
    if (chosen && category !== interestCategoryForService(chosen)) props.onClearService();
    dispatch({ type: 'choose-category', category });
  };

  return (
    <Shell>
      {/* A hidden or missing service is simply not preselected. */}
      {props.serviceId && (
        <ErrorBoundary name="The ?service= preselection" fallback={null}>
          <ServiceReader key={props.serviceId} serviceId={props.serviceId} onRead={readService} />
        </ErrorBoundary>
      )}
      {/* Without her profile, the fields start empty. */}
      <ErrorBoundary name="Her details on file" fallback={null}>
        <ProfileReader uid={props.clientId} onRead={setPrefill} />
      </ErrorBoundary>
      <ErrorBoundary name="Blocked times" fallback={null}>
        <BlockedTimeSlotsReader onChange={setBlocked} />
      </ErrorBoundary>
      <ErrorBoundary name="Booked times" fallback={null}>
        <BlockedTimeSlotsReader booked onChange={setBooked} />
      </ErrorBoundary>
      {atLimit && state.step !== 3 && <Notice role="status">{limitMessage}</Notice>}
      <Progress aria-label="Progress">
        {stepNames.map((name, index) => (
          <li
            key={name}
            data-done={index < state.step}
            aria-current={index + 1 === state.step ? 'step' : undefined}
          >
            {index + 1}. {name}
          </li>
        ))}
      </Progress>
      {chosen && state.step < 3 && (
        <ChosenService service={chosen} onClear={state.step === 1 ? props.onClearService : undefined} />
      )}
      {state.step === 1 && <CategoryStep selected={state.category} onChoose={chooseCategory} />}
      {state.step === 2 &&
        state.category &&
        (availability.status === 'loading' ? (
          <Spinner label="Loading available days…" />
        ) : (
          <DetailsStep
            values={state}
            ctx={ctx}
            clientId={props.clientId}
            category={state.category}
            submitting={submitting}
            onChange={(values) => dispatch({ type: 'edit', patch: values })}
            onBack={() => dispatch({ type: 'back' })}
            onSubmit={submit}
          />
        ))}
      {state.step === 3 && state.category && state.preferredDate && state.preferredTime && (
        <SubmittedStep
          summary={{
            ...state,
            category: state.category,
            serviceName: chosen?.name ?? null,
            preferredDate: state.preferredDate,
            preferredTime: state.preferredTime,
          }}
          timeZone={ctx.timeZone}
          onReset={() => {
            props.onClearService();
            dispatch({ type: 'reset' });
            setRound((r) => r + 1);
          }}
        />
      )}
      {/* The choice and its confirmation both state the deposit and cancellation policy. */}
      {state.step >= 2 && <Policy>{bookingPolicySentence(settings)}</Policy>}
    </Shell>
  );
}
