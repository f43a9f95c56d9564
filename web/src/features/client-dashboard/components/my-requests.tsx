import styled from '@emotion/styled';
import {
  bookingInterestCategoryLabels,
  canWithdrawInterest,
  clientInterestStatusText,
  formatCalendarDate,
  type TimeZone,
} from '@studio/domain';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { CardRows } from '../../../components/card-rows.tsx';
import { ServiceName } from '../../../entities/service/components/service-name.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTimeOfDay } from '../../../utils/studio-zone.ts';

const List = styled(CardRows)(({ theme }) => ({
  marginTop: 16,
  '.status': { fontSize: '0.9rem', color: theme.colors.primaryDark, fontWeight: 600 },
  '.status[data-status="declined"], .status[data-status="withdrawn"]': { color: theme.colors.muted },
}));

type Interest = Doc<'bookingInterests'>;

/** Preferred date and time, the time labelled with the studio's zone when her clock differs. */
export function requestedWhen(interest: Interest, timeZone: TimeZone): string {
  const time = studioTimeOfDay(interest.preferred_date, interest.preferred_time, timeZone);
  return `${formatCalendarDate(interest.preferred_date)} at ${time}`;
}

function Request(props: {
  interest: Interest;
  timeZone: TimeZone;
  onWithdraw: (interest: Interest) => void;
}) {
  const { interest } = props;
  const category = bookingInterestCategoryLabels[interest.category];
  const what = interest.service_id ? (
    <ServiceName serviceId={interest.service_id} fallback={category} />
  ) : (
    category
  );
  const status = clientInterestStatusText[interest.status];
  return (
    <li aria-label={`Request for ${formatCalendarDate(interest.preferred_date)}`}>
      <span className="service">{what}</span>
      <span className="when">{requestedWhen(interest, props.timeZone)}</span>
      <span className="status" data-status={interest.status}>
        {interest.status === 'converted' ? <a href="#my-appointments">{status}</a> : status}
      </span>
      {canWithdrawInterest(interest.status) && (
        <Button size="sm" variant="outline" onClick={() => props.onWithdraw(interest)}>
          Withdraw
        </Button>
      )}
    </li>
  );
}

/**
 * 'My requests' (issue 14): her booking interests, newest first, with the service or category,
 * the preferred date and time, and where each stands in plain words; one still new can be
 * withdrawn.
 */
export function MyRequests(props: {
  interests: readonly Interest[];
  unreadable: number;
  timeZone: TimeZone;
  onWithdraw: (interest: Interest) => void;
}) {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2" id="my-requests">
          My requests
        </CardTitle>
        {props.interests.length === 0 && props.unreadable === 0 ? (
          <p>
            No requests yet.{' '}
            <ButtonLink to="/booking" size="sm" variant="ghost">
              Request an appointment
            </ButtonLink>
          </p>
        ) : (
          <List aria-labelledby="my-requests">
            {props.interests.map((interest) => (
              <Request
                key={interest.id}
                interest={interest}
                timeZone={props.timeZone}
                onWithdraw={props.onWithdraw}
              />
            ))}
          </List>
        )}
        {props.unreadable > 0 && (
          <p role="status">
            {props.unreadable === 1 ? 'One request' : `${props.unreadable} requests`} could not be shown; the
            studio can see {props.unreadable === 1 ? 'it' : 'them'}.
          </p>
        )}
      </CardBody>
    </Card>
  );
}
