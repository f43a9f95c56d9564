import {
  type LoyaltyRuleValue,
  type LoyaltyTierThresholds,
  loyaltyTierLabels,
  settingsRegistry,
} from '@studio/domain';

const number = (value: number) => value.toLocaleString('en-US');

function thresholdsText(t: LoyaltyTierThresholds) {
  return (['silver', 'gold', 'platinum'] as const)
    .map((tier) => `${loyaltyTierLabels[tier]} ${number(t[tier])}`)
    .join(', ');
}

/** "Loyalty points per dollar: 10 → 1", in the words the settings screen uses. */
export function describeLoyaltyChange(change: LoyaltyRuleValue, current: LoyaltyRuleValue['value']): string {
  const label = settingsRegistry[change.key].label;
  if (change.key === 'loyalty_points_per_dollar')
    return `${label}: ${number(current as number)} → ${number(change.value)}`;
  return `${label}: ${thresholdsText(current as LoyaltyTierThresholds)} → ${thresholdsText(change.value)}`;
}
