import styled from '@emotion/styled';
import type { RetentionCounts } from '@studio/domain';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { notify } from '../../../utils/toast.tsx';
import { previewDataRetention } from '../api/preview-data-retention.ts';

const Body = styled.div(({ theme }) => ({
  padding: 20,
  display: 'grid',
  gap: 12,
  h3: { margin: 0, fontSize: '1.15rem' },
  p: { margin: 0, color: theme.colors.muted },
  ul: { margin: 0, paddingLeft: 20 },
}));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Advanced → Data retention (setting data_retention_months): the owner checks what the nightly
 * run would remove today (a dry run by the previewDataRetention function) before it does.
 */
export function DataRetentionCard(props: { months: number; isOwner: boolean }) {
  const [counts, setCounts] = useState<RetentionCounts | null>(null);
  const [busy, whileBusy] = useBusy();
  const check = () =>
    whileBusy(async () => {
      try {
        setCounts(await previewDataRetention());
      } catch (error) {
        notify.error('Could not check data retention', (error as Error).message);
      }
    });
  return (
    <Card as="section" aria-labelledby="data-retention-title">
      <Body>
        <h3 id="data-retention-title">Data retention</h3>
        <p>
          Every night, records older than {plural(props.months, 'month', 'months')} are removed: booking
          interests and sent messages are deleted; old bookings lose their notes and cancellation reasons but
          keep the client, service, date, status and price, so loyalty points and statistics stay right.
        </p>
        {!props.isOwner && <p>Only the owner can check what the next run removes.</p>}
        {props.isOwner && (
          <div>
            <Button variant="outline" onClick={check} disabled={busy}>
              {busy ? 'Checking…' : 'Check what the next run removes'}
            </Button>
          </div>
        )}
        {counts && (
          <div role="status" aria-label="Data retention dry run">
            <p>
              Records before {format(new Date(counts.cutoff), 'MMMM d, yyyy')} (
              {plural(counts.months, 'month', 'months')}):
            </p>
            <ul>
              <li>{plural(counts.bookingsAnonymised, 'booking', 'bookings')} anonymised</li>
              <li>{plural(counts.interestsDeleted, 'booking interest', 'booking interests')} deleted</li>
              <li>{plural(counts.messagesDeleted, 'message', 'messages')} deleted</li>
            </ul>
          </div>
        )}
      </Body>
    </Card>
  );
}
