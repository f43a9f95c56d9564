import { Card, CardBody } from '../../../components/card.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useOutgoingMessages } from '../api/get-outgoing-messages.ts';
import { useQueuedReminders } from '../api/get-queued-reminders.ts';
import { OutgoingMessagesTable } from '../components/outgoing-messages-table.tsx';
import { QueuedRemindersTable } from '../components/queued-reminders.tsx';

/**
 * Messages (issue 15): what the studio sends its clients (booking confirmations, moves,
 * cancellations, reminders, waitlist news) through the Trigger Email and Twilio SMS extensions,
 * with the state the extension wrote back, 'queued' until it has. Locally no extension runs, so
 * this is where the stack shows what production would send.
 */
/** The reminders still to go out, each with its due time (a booking inside the lead has none). */
function QueuedReminders() {
  const {
    status,
    data: { reminders, hours },
  } = useQueuedReminders();
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  return (
    <Card>
      <CardBody>
        <h2 id="queued-reminders">Queued reminders</h2>
        <p>
          Each goes out {hours} hours before the appointment. A booking made closer than that gets no
          reminder: its confirmation says it is the reminder.
        </p>
        {status === 'loading' && <Spinner />}
        {status === 'error' && <Notice role="alert">The reminders could not be loaded.</Notice>}
        {status === 'success' && reminders.length === 0 && <p>No reminders are waiting.</p>}
        {status === 'success' && reminders.length > 0 && (
          <QueuedRemindersTable reminders={reminders} timeZone={timeZone} />
        )}
      </CardBody>
    </Card>
  );
}

export function OutgoingMessagesRoute() {
  const {
    status,
    data: { rows, leftOutMail, leftOutSms },
  } = useOutgoingMessages();
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  return (
    <DashboardPage title="Messages" subtitle="E-mails and text messages sent to clients, newest first.">
      <InvalidDocumentsNotice collection="mail" noun={['e-mail', 'e-mails']} documents={leftOutMail} />
      <InvalidDocumentsNotice
        collection="messages"
        noun={['text message', 'text messages']}
        documents={leftOutSms}
      />
      <Card>
        <CardBody>
          {status === 'loading' && <Spinner />}
          {status === 'error' && <Notice role="alert">The messages could not be loaded.</Notice>}
          {status === 'success' && rows.length === 0 && (
            <EmptyState title="No messages yet" level={2}>
              Confirmations and reminders appear here as bookings are made.
            </EmptyState>
          )}
          {status === 'success' && rows.length > 0 && (
            <OutgoingMessagesTable rows={rows} timeZone={timeZone} />
          )}
        </CardBody>
      </Card>
      <QueuedReminders />
    </DashboardPage>
  );
}
