import styled from '@emotion/styled';
import { type BookingInterestCategory, bookingInterestCategoryLabels, type TimeZone } from '@studio/domain';
import { format } from 'date-fns/format';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Paragraph } from '../../../components/layout.tsx';
import { studioTimeOfDay } from '../../../utils/studio-zone.ts';

const NextSteps = styled.div({ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' });

const Wrap = styled.div(({ theme }) => ({
  textAlign: 'center',
  display: 'grid',
  gap: 16,
  h2: { margin: 0, fontSize: '1.6rem' },
  dl: {
    textAlign: 'left',
    margin: '0 auto',
    width: '100%',
    maxWidth: 420,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '8px 16px',
    padding: 16,
    borderRadius: theme.radius.md,
    background: theme.colors.primarySoft,
  },
  dt: { fontWeight: 600, color: theme.colors.muted },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));

const Check = styled.div(({ theme }) => ({
  width: 64,
  height: 64,
  margin: '0 auto',
  borderRadius: 32,
  display: 'grid',
  placeItems: 'center',
  fontSize: '2rem',
  color: '#fff',
  background: theme.colors.success,
}));

export interface SubmittedSummary {
  category: BookingInterestCategory;
  /** The service of `?service=`, when she came from one. */
  serviceName: string | null;
  preferredDate: string;
  preferredTime: string;
  instagramHandle: string;
  clientNotes: string;
}

/** Step 3: 'Interest Submitted!' with the choices, Back to Home and Submit Another (spec §2). */
export function SubmittedStep(props: { summary: SubmittedSummary; timeZone: TimeZone; onReset: () => void }) {
  const { summary } = props;
  const handle = summary.instagramHandle.trim().replace(/^@/, '');
  return (
    <Wrap>
      <Check aria-hidden="true">✓</Check>
      <h2 tabIndex={-1} ref={(el) => el?.focus()}>
        Interest Submitted!
      </h2>
      <Paragraph>We'll reach out to you on Instagram soon to discuss details.</Paragraph>
      <dl>
        <dt>Service</dt>
        <dd>{summary.serviceName ?? bookingInterestCategoryLabels[summary.category]}</dd>
        <dt>Date</dt>
        <dd>{format(new Date(`${summary.preferredDate}T12:00`), 'EEEE, MMMM d, yyyy')}</dd>
        <dt>Time</dt>
        <dd>{studioTimeOfDay(summary.preferredDate, summary.preferredTime, props.timeZone)}</dd>
        {handle && (
          <>
            <dt>Instagram</dt>
            <dd>@{handle}</dd>
          </>
        )}
        {summary.clientNotes.trim() && (
          <>
            <dt>Requests</dt>
            <dd>{summary.clientNotes.trim()}</dd>
          </>
        )}
      </dl>
      <NextSteps>
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
        <Button onClick={props.onReset}>Submit Another</Button>
      </NextSteps>
    </Wrap>
  );
}
