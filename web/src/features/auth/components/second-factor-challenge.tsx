import styled from '@emotion/styled';
import { maskPhoneNumber } from '@studio/domain';
import type { MultiFactorError, PhoneMultiFactorInfo } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { notify } from '../../../utils/toast.tsx';
import { secondFactorSignIn } from '../api/second-factor-sign-in.ts';
import { AuthForm } from './auth-form.tsx';
import { CodeField } from './code-field.tsx';
import { finishSignInWithToast, sendSignInCodeWithToast } from './second-factor-feedback.ts';

const Title = styled.h2({ margin: '24px 0 0', fontSize: '1.15rem' });
const Lead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted }));
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 });

/**
 * The sign-in's second step for an account with two-step verification: a code is texted to its
 * first phone at once (another can be chosen), and the typed code completes the sign-in. The
 * route sends the person home once she is signed in, as after a password-only sign-in.
 */
export function SecondFactorChallenge(props: { error: MultiFactorError; onCancel: () => void }) {
  const auth = useAuth();
  const [signIn] = useState(() => secondFactorSignIn(auth, props.error));
  const [phone, setPhone] = useState<PhoneMultiFactorInfo | null>(signIn.phones[0] ?? null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const send = async (to: PhoneMultiFactorInfo) => {
    setPhone(to);
    setVerificationId(null);
    setSending(true);
    setVerificationId(await sendSignInCodeWithToast(auth, signIn, to));
    setSending(false);
  };
  // Once, even when StrictMode runs the effect twice: each run would text another code.
  const sentFirst = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first phone, only on arrival
  useEffect(() => {
    if (sentFirst.current || !phone) return;
    sentFirst.current = true;
    void send(phone);
  }, []);

  if (!phone) {
    return (
      <>
        <Title>Two-step verification</Title>
        <Notice>
          This account confirms sign-ins with an authenticator app, which this site cannot ask for yet. Please
          contact the studio.
        </Notice>
        <Button variant="outline" block onClick={props.onCancel}>
          Back to sign in
        </Button>
      </>
    );
  }
  const masked = maskPhoneNumber(phone.phoneNumber);
  const others = signIn.phones.filter((other) => other.uid !== phone.uid);
  return (
    <>
      <Title>Two-step verification</Title>
      <AuthForm
        name="Two-step verification"
        submitText="Verify"
        busyText="Verifying..."
        onSubmit={async () => {
          if (verificationId !== null) return finishSignInWithToast(signIn, verificationId, code);
          if (!sending) notify.error('No code was sent', 'Choose “Send a new code” below.');
        }}
      >
        <Lead aria-live="polite">
          {sending ? `Sending a code to ${masked}…` : `Enter the code we sent to ${masked}.`}
        </Lead>
        <CodeField value={code} onChange={setCode} />
      </AuthForm>
      <Actions>
        <Button variant="ghost" size="sm" disabled={sending} onClick={() => void send(phone)}>
          Send a new code
        </Button>
        {others.map((other) => (
          <Button
            key={other.uid}
            variant="ghost"
            size="sm"
            disabled={sending}
            onClick={() => void send(other)}
          >
            Text {maskPhoneNumber(other.phoneNumber)} instead
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
      </Actions>
    </>
  );
}
