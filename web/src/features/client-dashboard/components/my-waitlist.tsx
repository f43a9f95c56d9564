import styled from '@emotion/styled';
import { bookingInterestCategoryLabels, formatCalendarDate, waitlistOfferPath } from '@studio/domain';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { CardRows } from '../../../components/card-rows.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { studioTime, studioTimeOfDay } from '../../../utils/studio-zone.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { leaveWaitlist, useMyWaitlist } from '../api/my-waitlist.ts';

const List = styled(CardRows)(({ theme }) => ({
  marginTop: 16,
  '.status': { fontSize: '0.9rem', color: theme.colors.primaryDark, fontWeight: 600 },
}));

type Entry = Doc<'waitlistEntries'>;

/**
 * 'My waitlist' (issue 15): the full days she waits for, with her window and whether a freed time
 * was already offered to her; she leaves one with a confirmation. Shown only when she waits.
 */
export function MyWaitlist({ uid }: { uid: string }) {
  const {
    status,
    data: { entries, unreadable },
  } = useMyWaitlist(uid);
  const { settings } = usePublicSettings();
  const timeZone = settings.scheduling_timezone;
  const [leaving, setLeaving] = useState<Entry | null>(null);
  const [busy, setBusy] = useState(false);
  if (status === 'loading') return <Spinner />;
  if (status === 'error')
    return <p role="alert">Your waitlist could not be loaded. Please refresh the page.</p>;
  if (entries.length === 0 && unreadable === 0) return null;
  const window = (e: Entry) =>
    `${studioTimeOfDay(e.date, e.earliest_time, timeZone)} – ${studioTimeOfDay(e.date, e.latest_time, timeZone)}`;
  const confirm = async () => {
    if (!leaving) return;
    setBusy(true);
    const done = await writeWithToasts(() => leaveWaitlist(leaving.id), {
      success: 'You left the waitlist',
      failed: 'Could not leave the waitlist',
    });
    setBusy(false);
    if (done) setLeaving(null);
  };
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2" id="my-waitlist">
          My waitlist
        </CardTitle>
        <List aria-labelledby="my-waitlist">
          {entries.map((entry) => (
            <li key={entry.id} aria-label={`Waitlist for ${formatCalendarDate(entry.date)}`}>
              <span className="service">{bookingInterestCategoryLabels[entry.category]}</span>
              <span className="when">
                {formatCalendarDate(entry.date)}, starting {window(entry)}
              </span>
              <span className="status">
                {entry.offered_start
                  ? `${studioTime(entry.offered_start, timeZone)} is free for you`
                  : entry.notified_at
                    ? 'A time was offered to you'
                    : 'Waiting'}
              </span>
              {entry.offered_start && (
                <ButtonLink
                  size="sm"
                  to={waitlistOfferPath(entry.category, entry.offered_start, timeZone, settings.booking_mode)}
                  aria-label={`Book ${studioTime(entry.offered_start, timeZone)} on ${formatCalendarDate(entry.date)}`}
                >
                  Book
                </ButtonLink>
              )}
              <Button size="sm" variant="outline" onClick={() => setLeaving(entry)}>
                Leave
              </Button>
            </li>
          ))}
        </List>
        {unreadable > 0 && (
          <p role="status">
            {unreadable === 1 ? 'One entry' : `${unreadable} entries`} could not be shown; the studio can see{' '}
            {unreadable === 1 ? 'it' : 'them'}.
          </p>
        )}
        <ConfirmDialog
          open={leaving !== null}
          title="Leave this waitlist?"
          message={
            leaving ? `You will no longer hear about times freed on ${formatCalendarDate(leaving.date)}.` : ''
          }
          confirmLabel="Leave"
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setLeaving(null)}
        />
      </CardBody>
    </Card>
  );
}
