import { Button } from '../../../components/button.tsx';

/** Up and down arrows that re-order an entry (buttons, so the keyboard moves it too). */
export function MoveButtons(props: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${props.name} up`}
        disabled={props.disabled || props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${props.name} down`}
        disabled={props.disabled || props.index >= props.count - 1}
        onClick={() => props.onMove(1)}
      >
        ↓
      </Button>
    </>
  );
}
