import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';
import { Paragraph } from './layout.tsx';

/**
 * Asks before a destructive action. The native dialog keeps focus inside and Escape cancels;
 * Cancel comes first so Enter on an unmoved focus never deletes by accident.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The button that leaves things as they are (when 'Cancel' would be ambiguous). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} title={props.title}>
      <Paragraph>{props.message}</Paragraph>
      <DialogActions>
        <Button variant="outline" onClick={props.onCancel} autoFocus>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel ?? 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
