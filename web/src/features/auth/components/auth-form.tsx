import styled from '@emotion/styled';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';

const Form = styled.form({ display: 'grid', gap: 16, marginTop: 24 });

/**
 * The frame the account forms share: their fields, then a full-width submit button that shows
 * `busyText` and stays pressed while `onSubmit` runs (a form hook's submit, which validates and
 * toasts on its own, or any other work).
 */
export function AuthForm(props: {
  name: string;
  submitText: string;
  busyText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  children: ReactNode;
}) {
  const [busy, whileBusy] = useBusy();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await whileBusy(() => props.onSubmit(event));
  };
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
