import styled from '@emotion/styled';
import type { User } from 'firebase/auth';
import { Button } from '../../../components/button.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { confirmEmailVerified, sendVerificationEmailWithToast } from './second-factor-feedback.ts';

const Text = styled.p({ margin: '0 0 16px', overflowWrap: 'anywhere' });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** Firebase adds phones only to verified addresses: send the link, then re-read the account. */
export function VerifyEmailStep(props: { user: User; onVerified: () => void }) {
  const [sending, whileSending] = useBusy();
  const [checking, whileChecking] = useBusy();
  return (
    <>
      <Text>
        First, confirm that <strong>{props.user.email}</strong> is yours: we'll email you a link. Open it,
        then come back here.
      </Text>
      <Actions>
        <Button
          disabled={sending}
          onClick={() => whileSending(() => sendVerificationEmailWithToast(props.user))}
        >
          {sending ? 'Sending...' : 'Send verification email'}
        </Button>
        <Button
          variant="outline"
          disabled={checking}
          onClick={async () => {
            if (await whileChecking(() => confirmEmailVerified(props.user))) props.onVerified();
          }}
        >
          {checking ? 'Checking...' : "I've verified it"}
        </Button>
      </Actions>
    </>
  );
}
