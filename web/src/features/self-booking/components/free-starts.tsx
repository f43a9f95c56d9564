import styled from '@emotion/styled';
import { formatStudioTime, type TimeZone } from '@studio/domain';
import { Button } from '../../../components/button.tsx';

const Grid = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** The day's free starts as buttons; the chosen one pressed. Times only: nobody else's visit shows. */
export function FreeStarts(props: {
  starts: readonly string[];
  chosen: string | null;
  timeZone: TimeZone;
  busy: boolean;
  onChoose: (start: string) => void;
}) {
  if (props.starts.length === 0) return <p>No free times that day. Try another day or another member.</p>;
  return (
    <Grid role="group" aria-label="Free times">
      {props.starts.map((start) => (
        <Button
          key={start}
          size="sm"
          variant={start === props.chosen ? 'primary' : 'outline'}
          aria-pressed={start === props.chosen}
          disabled={props.busy}
          onClick={() => props.onChoose(start)}
        >
          {formatStudioTime(new Date(start), props.timeZone)}
        </Button>
      ))}
    </Grid>
  );
}
