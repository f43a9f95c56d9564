import styled from '@emotion/styled';
import { type BookingInterestStatus, bookingInterestActions } from '@studio/domain';
import { Button } from '../../../components/button.tsx';

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 6 });

/** The buttons for an interest's next statuses; none once converted or declined (spec §4). */
export function InterestActions(props: {
  status: BookingInterestStatus;
  busy: boolean;
  clientLabel: string;
  onMove: (to: BookingInterestStatus) => void;
}) {
  const actions = bookingInterestActions[props.status];
  if (actions.length === 0) return <span title="No further actions">—</span>;
  return (
    <Actions>
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.to === 'declined' ? 'outline' : 'primary'}
          disabled={props.busy}
          aria-label={`${action.label}: ${props.clientLabel}`}
          onClick={() => props.onMove(action.to)}
        >
          {action.label}
        </Button>
      ))}
    </Actions>
  );
}
