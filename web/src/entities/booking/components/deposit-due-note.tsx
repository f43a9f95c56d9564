import styled from '@emotion/styled';
import { type Booking, depositNotice, type SettingsValues } from '@studio/domain';

const Note = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 4,
  padding: '10px 12px',
  borderRadius: theme.radius.md,
  background: '#FEF3C7',
  color: '#78350F',
  p: { margin: 0 },
}));

/**
 * Her deposit on the /book confirmation (issue 32): "Deposit due $15.00 by …" and how to pay
 * (setting deposit_instructions), or what became of it. Nothing when the booking asks for none.
 */
export function DepositDueNote(props: {
  booking: Pick<Booking, 'deposit' | 'deposit_amount' | 'created_at' | 'scheduled_at'>;
  settings: Pick<SettingsValues, 'deposit_due_hours' | 'deposit_instructions' | 'scheduling_timezone'>;
}) {
  const notice = depositNotice(props.booking, props.settings);
  if (!notice) return null;
  return (
    <Note role="note" aria-label="Deposit">
      <p>
        <strong>{notice.line}</strong>
      </p>
      {notice.howToPay && <p>How to pay: {notice.howToPay}</p>}
    </Note>
  );
}
