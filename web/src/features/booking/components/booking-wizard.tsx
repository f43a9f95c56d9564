import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { Card } from '../../../components/card.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useService } from '../../../hooks/use-service.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { createBookingInterest } from '../api/create-booking-interest.ts';
import { BlockedTimeSlotsReader, useWeeklyAvailability } from '../api/get-availability.ts';
import type { AvailabilityContext, BlockedRange } from '../utils/availability.ts';
import { interestCategoryForService } from '../utils/interest-category.ts';
import { initialWizardState, type WizardAction, wizardReducer } from '../utils/wizard-state.ts';
import { CategoryStep } from './category-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { SubmittedStep } from './submitted-step.tsx';

const Shell = styled(Card)({ padding: '24px 16px', '@media (min-width: 640px)': { padding: 32 } });

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

/** `?service=` preselects the category of that service and opens step 2 once it is read. */
function ServicePreselect(props: { serviceId: string; onPreselect: (action: WizardAction) => void }) {
  const { service } = useService(props.serviceId);
  const applied = useRef(false);
  const { onPreselect } = props;
  useEffect(() => {
    if (!service || applied.current) return;
    applied.current = true;
    onPreselect({ type: 'choose-category', category: interestCategoryForService(service) });
  }, [service, onPreselect]);
  return null;
}

export function BookingWizard(props: { clientId: string; serviceId: string | null }) {
  const db = useFirestore();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [submitting, setSubmitting] = useState(false);
  // The preselection applies once: after it, Back or Submit Another leave the choice to the client.
  const [preselectId, setPreselectId] = useState(props.serviceId);
  const preselect = useCallback((action: WizardAction) => {
    setPreselectId(null);
    dispatch(action);
  }, []);
  const { settings } = usePublicSettings();
  const availability = useWeeklyAvailability();
  const [blocked, setBlocked] = useState<BlockedRange[]>([]);
  const ctx: AvailabilityContext = useMemo(
    () => ({
      timeZone: settings.scheduling_timezone,
      now: new Date(),
      blocks: availability.blocks,
      blocked,
      maxAdvanceDays: settings.booking_settings.maxAdvanceBookingDays,
    }),
    [
      settings.scheduling_timezone,
      settings.booking_settings.maxAdvanceBookingDays,
      availability.blocks,
      blocked,
    ],
  );

  const submit = async () => {
    const { category, preferredDate, preferredTime, instagramHandle, clientNotes } = state;
    if (!category || !preferredDate || !preferredTime) return;
    setSubmitting(true);
    try {
      await createBookingInterest(db, props.clientId, {
        category,
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

  return (
    <Shell>
      {/* A hidden or missing service is simply not preselected. */}
      {preselectId && state.step === 1 && (
        <ErrorBoundary name="The ?service= preselection" fallback={null}>
          <ServicePreselect serviceId={preselectId} onPreselect={preselect} />
        </ErrorBoundary>
      )}
      <ErrorBoundary name="Blocked times" fallback={null}>
        <BlockedTimeSlotsReader onChange={setBlocked} />
      </ErrorBoundary>
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
      {state.step === 1 && (
        <CategoryStep
          selected={state.category}
          onChoose={(category) => dispatch({ type: 'choose-category', category })}
        />
      )}
      {state.step === 2 &&
        (availability.loading ? (
          <Spinner label="Loading available days…" />
        ) : (
          <DetailsStep
            values={state}
            ctx={ctx}
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
            preferredDate: state.preferredDate,
            preferredTime: state.preferredTime,
          }}
          onReset={() => {
            setPreselectId(null);
            dispatch({ type: 'reset' });
          }}
        />
      )}
    </Shell>
  );
}
