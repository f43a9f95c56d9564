import {
  type BookingInterestStatus,
  type BookingStatus,
  bookingInterestStatusLabels,
  bookingStatusLabels,
  type LoyaltyTier,
  loyaltyTierLabels,
} from '@studio/domain';
import { Badge, type BadgeTone } from './badge.tsx';

const bookingTones: Record<BookingStatus, BadgeTone> = {
  pending: 'accent',
  scheduled: 'primary',
  confirmed: 'primary',
  completed: 'neutral',
  cancelled: 'danger',
  no_show: 'danger',
};

/** A booking's status as a badge, worded as the studio says it. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={bookingTones[status]}>{bookingStatusLabels[status]}</Badge>;
}

const interestTones: Record<BookingInterestStatus, BadgeTone> = {
  new: 'accent',
  contacted: 'primary',
  discussing: 'primary',
  converted: 'neutral',
  declined: 'danger',
  withdrawn: 'neutral',
};

export function BookingInterestStatusBadge({ status }: { status: BookingInterestStatus }) {
  return <Badge tone={interestTones[status]}>{bookingInterestStatusLabels[status]}</Badge>;
}

export function LoyaltyTierBadge({ tier }: { tier: LoyaltyTier }) {
  return <Badge tone={tier === 'standard' ? 'neutral' : 'accent'}>{loyaltyTierLabels[tier]}</Badge>;
}
