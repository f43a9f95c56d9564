import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useBusySubmit } from '../../../hooks/use-busy.ts';
import { AddForm } from './styles.ts';

/**
 * The add form both tabs open with: its fields, then a button that shows `busyText` while
 * `onSubmit` runs. Disabled as a whole for an account that may only look.
 */
export function ScheduleAddForm(props: {
  name: string;
  submitText: string;
  busyText: string;
  disabled: boolean;
  /** The browser's own checks off: the tab's validation speaks in toasts. */
  noValidate?: boolean;
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { busy, onSubmit } = useBusySubmit(props.onSubmit);
  return (
    <AddForm onSubmit={onSubmit} noValidate={props.noValidate} aria-label={props.name}>
      {props.children}
      <Button type="submit" disabled={props.disabled || busy}>
        {busy ? props.busyText : props.submitText}
      </Button>
    </AddForm>
  );
}
