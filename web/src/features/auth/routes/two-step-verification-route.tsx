import styled from '@emotion/styled';
import type { MultiFactorInfo, User } from 'firebase/auth';
import { useState } from 'react';
import { useUser } from 'reactfire';
import { Badge } from '../../../components/badge.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { enrolledFactors } from '../api/second-factor-enrollment.ts';
import { AddPhoneForm } from '../components/add-phone-form.tsx';
import { FactorList } from '../components/factor-list.tsx';
import { removeFactorWithToast } from '../components/second-factor-feedback.ts';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';
import { type FactorRow, factorRow } from '../utils/factor-rows.ts';

const Stack = styled.div({ display: 'grid', gap: 16, maxWidth: 640 });
const Heading = styled(CardTitle)({ marginBottom: 12 });

function TwoStepVerification({ user }: { user: User }) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  // The SDK updates the user object in place; the screen re-reads it after each change.
  const [factors, setFactors] = useState<MultiFactorInfo[]>(() => enrolledFactors(user));
  const [emailVerified, setEmailVerified] = useState(user.emailVerified);
  const [removing, setRemoving] = useState<FactorRow | null>(null);
  const [busy, whileBusy] = useBusy();
  const rows = factors.map(factorRow);
  const reread = () => setFactors(enrolledFactors(user));
  const remove = async (row: FactorRow) => {
    const factor = factors.find((f) => f.uid === row.uid);
    if (factor && (await whileBusy(() => removeFactorWithToast(user, factor)))) setRemoving(null);
    reread();
  };
  const on = rows.length > 0;
  return (
    <DashboardPage
      title="Two-step verification"
      subtitle="After your password, we text a code to your phone, so a stolen password alone cannot open your account."
      badge={<Badge tone={on ? 'primary' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>}
    >
      <Stack>
        <Card>
          <CardBody>
            <Heading as="h2">Your phones</Heading>
            <FactorList rows={rows} timeZone={timeZone} onRemove={setRemoving} />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <Heading as="h2">{emailVerified ? 'Add a phone' : 'Verify your email'}</Heading>
            {emailVerified ? (
              <AddPhoneForm key={factors.length} user={user} onAdded={reread} />
            ) : (
              <VerifyEmailStep user={user} onVerified={() => setEmailVerified(true)} />
            )}
          </CardBody>
        </Card>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this phone?"
        message={
          removing
            ? `${removing.name} (${removing.detail}) will no longer get sign-in codes.${rows.length === 1 ? ' Two-step verification turns off.' : ''}`
            : ''
        }
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </DashboardPage>
  );
}

/** /dashboard/security: anyone signed in (client or staff) manages her second factors here. */
export function TwoStepVerificationRoute() {
  const { data: user } = useUser();
  if (!user) return <Spinner />;
  return <TwoStepVerification key={user.uid} user={user} />;
}
