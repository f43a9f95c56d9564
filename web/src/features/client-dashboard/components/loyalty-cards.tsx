import { loyaltyTierLabels } from '@studio/domain';
import { ButtonLink } from '../../../components/button.tsx';
import { StatCard, StatGrid } from '../../../components/stat-card.tsx';
import type { LoyaltySummary } from '../api/get-my-loyalty.ts';

/** Loyalty Points (with the tier), Total Visits and Quick Actions (spec §2). */
export function LoyaltyCards({ loyalty }: { loyalty: LoyaltySummary }) {
  return (
    <StatGrid>
      <StatCard
        label="Loyalty Points"
        value={loyalty.points.toLocaleString('en-US')}
        detail={`${loyaltyTierLabels[loyalty.tier]} tier`}
      />
      <StatCard label="Total Visits" value={loyalty.lifetimeBookings} detail="Lifetime bookings" />
      <StatCard label="Quick Actions" value={null}>
        <ButtonLink to="/booking">Book Now</ButtonLink>
      </StatCard>
    </StatGrid>
  );
}
