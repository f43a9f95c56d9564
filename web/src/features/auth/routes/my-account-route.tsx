import styled from '@emotion/styled';
import { ownProfileFormValues } from '@studio/domain/clients/own-profile';
import type { User } from 'firebase/auth';
import { Link } from 'react-router-dom';
import { useUser } from 'reactfire';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMyProfile } from '../../../hooks/use-my-profile.ts';
import { useRole } from '../../../lib/firebase/index.ts';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { CalendarFeedCard } from '../components/calendar-feed-card.tsx';
import { MyAllergiesForm } from '../components/my-allergies-form.tsx';
import { MyProfileForm } from '../components/my-profile-form.tsx';
import { SignInChangeForms } from '../components/sign-in-change-forms.tsx';

const Stack = styled.div({ display: 'grid', gap: 16, maxWidth: 720 });
const Heading = styled(CardTitle)({ marginBottom: 12 });

function Details({ user }: { user: User }) {
  const { status, data: profile } = useMyProfile(user.uid);
  const { data: role } = useRole(user);
  if (status === 'loading') return <Spinner />;
  if (status === 'error' || !profile) return <Notice role="alert">Your details could not be loaded.</Notice>;
  return (
    <MyProfileForm
      uid={user.uid}
      initial={ownProfileFormValues(profile)}
      withPreferences={role === 'client'}
    />
  );
}

/** Her allergies, for clients: she adds, the studio removes. */
function Allergies({ user }: { user: User }) {
  const { status, data: profile } = useMyProfile(user.uid);
  if (status === 'loading') return <Spinner />;
  if (status === 'error' || !profile)
    return <Notice role="alert">Your allergies could not be loaded.</Notice>;
  return <MyAllergiesForm uid={user.uid} onFile={profile.allergies} />;
}

/** The calendar feed, for staff who may manage bookings (the callable checks the same). */
function StaffCalendarFeed({ uid }: { uid: string }) {
  const { status, data: access } = useStaffAccess();
  if (status !== 'success' || !access.manageBookings) return null;
  return <CalendarFeedCard uid={uid} />;
}

function MyAccount({ user }: { user: User }) {
  const { data: role } = useRole(user);
  return (
    <DashboardPage title="My Account" subtitle="Your details, how you sign in, and two-step verification.">
      <Stack>
        <Card>
          <CardBody>
            <Heading as="h2">Your details</Heading>
            <Details user={user} />
          </CardBody>
        </Card>
        {role === 'client' && (
          <Card>
            <CardBody>
              <Heading as="h2">Your allergies</Heading>
              <Allergies user={user} />
            </CardBody>
          </Card>
        )}
        <Card>
          <CardBody>
            <Heading as="h2">Password and email</Heading>
            <SignInChangeForms user={user} />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <Heading as="h2">Two-step verification</Heading>
            <p>
              A code texted to your phone after your password.{' '}
              <Link to="/dashboard/security">Set it up or change it</Link>
            </p>
          </CardBody>
        </Card>
        {/* settings_staff is staff-only: a client never mounts the reader. */}
        {role !== null && role !== 'client' && (
          <ErrorBoundary name="Calendar feed" fallback={null}>
            <StaffCalendarFeed uid={user.uid} />
          </ErrorBoundary>
        )}
      </Stack>
    </DashboardPage>
  );
}

/** /dashboard/account: anyone signed in (client or staff) edits her own account here. */
export function MyAccountRoute() {
  const { data: user } = useUser();
  if (!user) return <Spinner />;
  return <MyAccount key={user.uid} user={user} />;
}
