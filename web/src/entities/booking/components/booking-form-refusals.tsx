import styled from '@emotion/styled';
import { Button } from '../../../components/button.tsx';

const Box = styled.div({
  display: 'grid',
  gap: 8,
  padding: '12px 14px',
  border: '1.5px solid #FCA5A5',
  borderRadius: 12,
  background: '#FEF2F2',
  color: '#7F1D1D',
  p: { margin: 0 },
});

/** The server's clash, named beside the time it concerns and brought into view (issue 29). */
export function ConflictBox(props: { message: string; busy: boolean; onBookAnyway: () => void }) {
  return (
    <Box role="alert" ref={(box) => box?.scrollIntoView({ block: 'nearest' })}>
      <p>{props.message}</p>
      <div>
        <Button size="sm" variant="outline" disabled={props.busy} onClick={props.onBookAnyway}>
          Book anyway
        </Button>
      </div>
    </Box>
  );
}

/** A time in the past or beyond the advance limit: the server's words, then staff's confirmation. */
export interface TimeLimitRefusal {
  message: string;
  confirming: boolean;
}

export function TimeLimitBox(props: {
  refusal: TimeLimitRefusal;
  busy: boolean;
  onChange: (next: TimeLimitRefusal | null) => void;
  onConfirm: () => void;
}) {
  const { refusal, busy } = props;
  return (
    <Box role="alert" aria-label="Outside the booking time limits">
      <p>{refusal.message}</p>
      <div>
        {refusal.confirming ? (
          <>
            <p>The booking will record that it was made outside the limits on purpose.</p>
            <Button size="sm" disabled={busy} onClick={props.onConfirm}>
              Yes, book this time
            </Button>{' '}
            <Button size="sm" variant="outline" disabled={busy} onClick={() => props.onChange(null)}>
              No, pick another time
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => props.onChange({ ...refusal, confirming: true })}
          >
            Book outside the limits
          </Button>
        )}
      </div>
    </Box>
  );
}
