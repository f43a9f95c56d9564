// The booking panel's deposit (issue 32): a booking whose quote asked for one shows it due, with
// its deadline; "Deposit received" asks for the amount and how she paid and goes through the
// recordDepositReceived callable, whose stand-in decides with the same domain rule and writes
// what the function writes (the function itself: functions/test/firestore/deposits.test.ts). The
// panel reads the result back live.
import {
  bookingSchema,
  depositReceiptProblem,
  receivedDeposit,
  recordDepositReceivedRequestSchema,
} from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { answerCallable, CallableRefusal, callableRequests } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore } from '../../../testing/screens/seed.ts';

const days = (n: number) => new Date(Date.now() + n * 24 * 3_600_000);

beforeAll(async () => {
  const { id: _, ...fields } = booking({
    id: 'screens-deposit-due',
    status: 'scheduled',
    client_name: 'Dina Deposit',
    service_name: 'Deposit Gel',
    scheduled_at: days(11),
    created_at: new Date(),
    total_price: 60,
    deposit_amount: 15,
    deposit: null,
  });
  await seed({ 'bookings/screens-deposit-due': fields });
  answerCallable('recordDepositReceived', async (data) => {
    const input = recordDepositReceivedRequestSchema.parse(data);
    const ref = doc(seedingFirestore(), 'bookings', input.bookingId);
    const stored = bookingSchema.parse((await getDoc(ref)).data());
    const problem = depositReceiptProblem(stored);
    if (problem) throw new CallableRefusal('FAILED_PRECONDITION', problem);
    await updateDoc(ref, { deposit: receivedDeposit(input, people.owner.uid, new Date()) });
    return { bookingId: input.bookingId };
  });
});

describe("the booking panel's deposit", () => {
  it('shows it due, then records "Deposit received" with the amount and how she paid', async () => {
    const { user } = await renderStaffScreen('/dashboard/bookings');
    await user.click(await screen.findByRole('button', { name: 'Deposit Gel' }, { timeout: 30_000 }));
    const deposit = await screen.findByRole('region', { name: 'Deposit' });
    expect(deposit.textContent).toContain('Deposit $15.00 not received yet');
    expect(deposit.textContent).toContain('Due by');

    await user.click(within(deposit).getByRole('button', { name: 'Deposit received' }));
    const amount = within(deposit).getByLabelText('Amount received ($)');
    expect(amount).toHaveProperty('value', '15');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(deposit).getByRole('button', { name: 'Record deposit' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '15');
    await user.selectOptions(within(deposit).getByLabelText('Paid by'), 'Payment app');
    await user.click(within(deposit).getByRole('button', { name: 'Record deposit' }));

    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Deposit recorded'));
    expect(callableRequests.filter((r) => r.name === 'recordDepositReceived').at(-1)?.data).toEqual({
      bookingId: 'screens-deposit-due',
      amount: 15,
      method: 'payment_app',
    });
    await waitFor(() => expect(deposit.textContent).toContain('Deposit $15.00 received'));
    expect(deposit.textContent).toContain('Payment app, recorded by');
    expect(within(deposit).queryByRole('button', { name: 'Deposit received' })).toBeNull();
  });
});
