import styled from '@emotion/styled';
import {
  type DepositMethod,
  depositDueAt,
  depositMethodLabels,
  depositMethods,
  depositOf,
  depositOutcomeLine,
  depositReceiptProblem,
  formatStudioDate,
  recordDepositReceivedRequestSchema,
  type TimeZone,
} from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { recordDepositReceived } from '../api/record-deposit-received.ts';

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gap: 8,
  padding: 14,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  h3: { margin: 0, fontSize: '0.95rem' },
  p: { margin: 0 },
}));
const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** "Jun 2, 2026 at 9:00 AM" on the studio's clock. */
const onStudioClock = (instant: Date, timeZone: TimeZone) =>
  `${formatStudioDate(instant, timeZone)} at ${studioTime(instant, timeZone)}`;

/** "Cash, recorded by Maya on Jun 2, 2026 at 9:00 AM": how and by whom a deposit was taken. */
function receiptLine(
  deposit: NonNullable<ReturnType<typeof depositOf>>,
  nameOf: (uid: string) => string,
  timeZone: TimeZone,
): string | null {
  if (!deposit.received_at) return null;
  const method = deposit.method ? depositMethodLabels[deposit.method] : 'Paid';
  const who = deposit.received_by ? ` by ${nameOf(deposit.received_by)}` : '';
  return `${method}, recorded${who} on ${onStudioClock(deposit.received_at, timeZone)}`;
}

/** The amount and method staff enter; the amount starts as what the quote asked. */
function DepositForm(props: { booking: Doc<'bookings'>; onDone: () => void }) {
  const [amount, setAmount] = useState(String(props.booking.deposit_amount));
  const [method, setMethod] = useState<DepositMethod>('cash');
  const [busy, setBusy] = useState(false);
  const request = { bookingId: props.booking.id, amount: Number(amount), method };
  // The callable's own schema: the form refuses what the server would, with the same words.
  const parsed = recordDepositReceivedRequestSchema.safeParse(request);
  const amountError = amount === '' || parsed.success ? undefined : parsed.error.issues[0]?.message;
  const save = async () => {
    setBusy(true);
    const done = await writeWithToasts(() => recordDepositReceived(request), {
      success: 'Deposit recorded',
      failed: 'Deposit not recorded',
    });
    setBusy(false);
    if (done) props.onDone();
  };
  return (
    <Row>
      <InputField
        label="Amount received ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={amount}
        error={amountError}
        onChange={(e) => setAmount(e.target.value)}
      />
      <SelectField
        label="Paid by"
        value={method}
        onChange={(e) => setMethod(e.target.value as DepositMethod)}
      >
        {depositMethods.map((m) => (
          <option key={m} value={m}>
            {depositMethodLabels[m]}
          </option>
        ))}
      </SelectField>
      <Row style={{ alignItems: 'flex-end' }}>
        <Button disabled={busy || !parsed.success} onClick={() => void save()}>
          Record deposit
        </Button>
        <Button variant="ghost" disabled={busy} onClick={props.onDone}>
          Back
        </Button>
      </Row>
    </Row>
  );
}

/**
 * The booking panel's deposit (issue 32): what the quote asked, when it is due, and what became
 * of it (received with how and by whom, kept, to refund, released); staff who manage bookings
 * record it received here. Nothing for a booking that asks for no deposit.
 */
export function BookingDeposit(props: {
  booking: Doc<'bookings'>;
  timeZone: TimeZone;
  dueHours: number;
  canManage: boolean;
  nameOf: (uid: string) => string;
}) {
  const [recording, setRecording] = useState(false);
  const deposit = depositOf(props.booking);
  if (!deposit) return null;
  const dueAt = depositDueAt(props.booking, props.dueHours);
  const canRecord = props.canManage && depositReceiptProblem(props.booking) === null;
  const receipt = receiptLine(deposit, props.nameOf, props.timeZone);
  return (
    <Section aria-label="Deposit">
      <h3>Deposit</h3>
      <p>{depositOutcomeLine(deposit)}</p>
      {deposit.status === 'due' && dueAt && <p>Due by {onStudioClock(dueAt, props.timeZone)}</p>}
      {receipt && <p>{receipt}</p>}
      {canRecord &&
        (recording ? (
          <DepositForm booking={props.booking} onDone={() => setRecording(false)} />
        ) : (
          <Row>
            <Button variant="outline" onClick={() => setRecording(true)}>
              Deposit received
            </Button>
          </Row>
        ))}
    </Section>
  );
}
