import { Card, CardBody } from '../../../components/card.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useOutgoingMessages } from '../api/get-outgoing-messages.ts';
import { OutgoingMessagesTable } from '../components/outgoing-messages-table.tsx';

/**
 * Messages (issue 15): what the studio sends its clients (booking confirmations, moves,
 * cancellations, reminders, waitlist news) through the Trigger Email and Twilio SMS extensions,
 * with the state the extension wrote back, 'queued' until it has. Locally no extension runs, so
 * this is where the stack shows what production would send.
 */
export function OutgoingMessagesRoute() {
  const { status, rows, leftOutMail, leftOutSms } = useOutgoingMessages();
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
    </DashboardPage>
  );
}
