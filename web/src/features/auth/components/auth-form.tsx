import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useBusySubmit } from '../../../hooks/use-busy.ts';

const Form = styled.form({ display: 'grid', gap: 16, marginTop: 24 });

/**
 * The frame both account forms share: their fields, then a full-width submit button that shows
 * `busyText` and stays pressed while `onSubmit` runs (it validates and toasts on its own).
 */
export function AuthForm(props: {
  name: string;
  submitText: string;
  busyText: string;
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { busy, onSubmit } = useBusySubmit(props.onSubmit);
  // noValidate: the spec's messages come from our validation, not the browser's bubbles.
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={props.name}>
      {props.children}
      <Button type="submit" block disabled={busy}>
        {busy ? props.busyText : props.submitText}
      </Button>
    </Form>
  );
}
