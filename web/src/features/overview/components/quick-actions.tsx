import styled from '@emotion/styled';
import { ButtonLink } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import type { StaffRight } from '../../../components/with-staff-right.tsx';
import { WithStaffRight } from '../../../components/with-staff-right.tsx';

const Actions = styled.ul({
  listStyle: 'none',
  margin: '12px 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

/** The day's usual tasks, each shown only to staff whose rights its screen needs (no dead ends). */
const quickActions: readonly { label: string; to: string; right?: StaffRight }[] = [
  { label: 'Open the calendar', to: '/dashboard/calendar', right: 'readBookings' },
  { label: 'Answer booking interests', to: '/dashboard/booking-interests' },
  { label: 'Find a client', to: '/dashboard/clients' },
  { label: 'Block time off', to: '/dashboard/availability' },
  { label: 'Check orders', to: '/dashboard/orders' },
];

/** The overview's shortcuts to the screens a studio opens every day. */
export function QuickActions() {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Quick Actions</CardTitle>
        <Actions>
          {quickActions.map((action) => {
            const link = (
              <li key={action.to}>
                <ButtonLink to={action.to} size="sm" variant="outline">
                  {action.label}
                </ButtonLink>
              </li>
            );
            return action.right ? (
              <WithStaffRight key={action.to} right={action.right}>
                {link}
              </WithStaffRight>
            ) : (
              link
            );
          })}
        </Actions>
      </CardBody>
    </Card>
  );
}
