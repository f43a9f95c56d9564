import styled from '@emotion/styled';
import { maskPhoneNumber } from '@studio/domain';
import type { User } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { InputField } from '../../../components/field.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import type { PendingPhone } from '../api/second-factor-enrollment.ts';
import { CodeField } from './code-field.tsx';
import { enrollPhoneWithToast, sendEnrollmentCodeWithToast } from './second-factor-feedback.ts';

const Form = styled.form({ display: 'grid', gap: 16 });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
const Lead = styled.p({ margin: 0 });

/**
 * Adds a phone in two steps: the number (and an optional name) gets a texted code, and the code
 * typed back adds it. 'Use another number' goes back to the first step with what was typed.
 */
export function AddPhoneForm(props: { user: User; onAdded: () => void }) {
  const auth = useAuth();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<PendingPhone | null>(null);
  const [busy, whileBusy] = useBusy();
  const sendCode = async () => {
    const sent = await sendEnrollmentCodeWithToast(auth, props.user, { phoneNumber, name });
    if (sent) {
      setCode('');
      setPending(sent);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void whileBusy(async () => {
      if (!pending) return sendCode();
      if (await enrollPhoneWithToast(props.user, pending, code)) props.onAdded();
    });
  };

  // noValidate: our messages (one toast per failed rule), not the browser's bubbles.
  if (!pending) {
    return (
      <Form onSubmit={submit} noValidate aria-label="Add a phone">
        <InputField
          label="Mobile number"
          hint="With the country code, e.g. +1 555 123 4567. We'll text it a code."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phoneNumber}
          onChange={(e) => setPhoneNumber(e.target.value)}
          placeholder="+1 555 123 4567"
        />
        <InputField
          label="Name (optional)"
          hint="To tell your phones apart, e.g. “Work phone”."
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send code'}
          </Button>
        </Actions>
      </Form>
    );
  }
  return (
    <Form onSubmit={submit} noValidate aria-label="Confirm the phone">
      <Lead aria-live="polite">Enter the code we sent to {maskPhoneNumber(pending.phoneNumber)}.</Lead>
      <CodeField value={code} onChange={setCode} />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add phone'}
        </Button>
        <Button variant="ghost" type="button" disabled={busy} onClick={() => void whileBusy(sendCode)}>
          Send a new code
        </Button>
        <Button variant="ghost" type="button" disabled={busy} onClick={() => setPending(null)}>
          Use another number
        </Button>
      </Actions>
    </Form>
  );
}
