import type { PriceModifierType } from '../enums/catalog.ts';
import { formatMoney } from './money.ts';

/**
 * A material's or option's add-on as the catalogue shows it: '+$5' when flat, '+10%' otherwise;
 * null (show nothing) unless the modifier is above 0 (spec §2).
 */
export function formatPriceModifier(modifier: {
  price_modifier: number;
  price_modifier_type: PriceModifierType;
}): string | null {
  const amount = modifier.price_modifier;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (modifier.price_modifier_type === 'flat') return `+${formatMoney(amount)}`;
  return `+${Math.round(amount * 100) / 100}%`;
}

/** The price a material adds to a service price, in dollars (0 for a non-positive modifier). */
export function priceModifierAmount(
  basePrice: number,
  modifier: { price_modifier: number; price_modifier_type: PriceModifierType },
): number {
  const amount = modifier.price_modifier;
  if (!Number.isFinite(amount) || amount <= 0 || !Number.isFinite(basePrice)) return 0;
  const added = modifier.price_modifier_type === 'flat' ? amount : (basePrice * amount) / 100;
  return Math.round(added * 100) / 100;
}
