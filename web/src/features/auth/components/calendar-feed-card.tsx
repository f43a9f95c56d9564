import styled from '@emotion/styled';
import { formatStudioDate } from '@studio/domain/dates/format';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Input, Label } from '../../../components/field.tsx';
import { Paragraph, Stack } from '../../../components/layout.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { makeCalendarFeed, revokeCalendarFeed, useMyCalendarFeed } from '../api/calendar-feed.ts';

const Heading = styled(CardTitle)({ marginBottom: 12 });
const Row = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' });
const Address = styled(Input)({ flex: '1 1 320px', fontFamily: 'monospace', fontSize: '0.85rem' });

/** The address just made, with a Copy button: it is shown this once (only its hash is stored). */
function NewAddress({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Feed address copied');
    } catch {
      notify.error('Could not copy', 'Select the address and copy it by hand.');
    }
  };
  return (
    <Stack gap={8}>
      <Label htmlFor="calendar-feed-url">Your feed address</Label>
      <Row>
        <Address id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={copy}>
          Copy
        </Button>
      </Row>
      <Notice role="status">
        Copy it now: it is shown only this once. In Google Calendar choose Other calendars → From URL; in
        Apple Calendar, File → New Calendar Subscription.
      </Notice>
    </Stack>
  );
}

/**
 * My Account, for staff who manage bookings (issue 15): a private calendar feed of the upcoming
 * bookings. Made, replaced and revoked through manageCalendarFeed; the address is the secret.
 */
export function CalendarFeedCard({ uid }: { uid: string }) {
  const { status, data: feed } = useMyCalendarFeed(uid);
  const { settings } = usePublicSettings();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const make = async () => {
    setBusy(true);
    await writeWithToasts(async () => setUrl(await makeCalendarFeed()), {
      success: 'Calendar feed address made',
      successDescription: feed ? 'The previous address no longer works.' : undefined,
      failed: 'Could not make a feed address',
    });
    setBusy(false);
  };
  const revoke = async () => {
    setBusy(true);
    const done = await writeWithToasts(revokeCalendarFeed, {
      success: 'Calendar feed revoked',
      successDescription: 'Calendars subscribed to it stop updating.',
      failed: 'Could not revoke the feed',
    });
    if (done) setUrl(null);
    setBusy(false);
    setConfirmRevoke(false);
  };
  return (
    <Card>
      <CardBody>
        <Heading as="h2">Calendar feed</Heading>
        <p>
          Subscribe to the studio's upcoming bookings (client, service, time) from Google Calendar or Apple
          Calendar. The address is private: anyone who has it sees the bookings, so revoke it if it leaks.
        </p>
        {status === 'loading' && <Spinner />}
        {status === 'error' && <Notice role="alert">Your calendar feed could not be loaded.</Notice>}
        {status === 'success' && (
          <Stack gap={12}>
            {url && feed && <NewAddress url={url} />}
            {feed && !url && (
              <Paragraph>
                Your feed is on since {formatStudioDate(feed.created_at, settings.scheduling_timezone)}. Its
                address was shown when it was made; a new address replaces it.
              </Paragraph>
            )}
            {!feed && <Paragraph>You have no calendar feed.</Paragraph>}
            <Row>
              <Button onClick={make} disabled={busy}>
                {feed ? 'Make a new address' : 'Make a feed address'}
              </Button>
              {feed && (
                <Button variant="outline" onClick={() => setConfirmRevoke(true)} disabled={busy}>
                  Revoke
                </Button>
              )}
            </Row>
          </Stack>
        )}
        <ConfirmDialog
          open={confirmRevoke}
          title="Revoke the calendar feed?"
          message="Calendars subscribed to this address stop receiving the studio's bookings."
          confirmLabel="Revoke"
          busy={busy}
          onConfirm={revoke}
          onCancel={() => setConfirmRevoke(false)}
        />
      </CardBody>
    </Card>
  );
}
