// Changing the loyalty rate or the tier thresholds is an explicit owner choice (issue 16): apply
// to past bookings (every client re-scored) or only from now on (earlier visits keep their
// points, nobody loses a tier she has reached). The choice and what it kept are recorded on the
// setting's document, which the loyalty function derives from.
import { z } from 'zod';
import type { LoyaltyHistory, LoyaltyTierThresholds } from '../clients/loyalty.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { settingsRegistry } from './registry.ts';

export const loyaltyRuleKeys = ['loyalty_points_per_dollar', 'loyalty_tier_thresholds'] as const;
export type LoyaltyRuleKey = (typeof loyaltyRuleKeys)[number];

export function isLoyaltyRuleKey(key: string): key is LoyaltyRuleKey {
  return (loyaltyRuleKeys as readonly string[]).includes(key);
}

export const loyaltyChangeScopes = ['past_bookings', 'from_now_on'] as const;
export const loyaltyChangeScopeSchema = z.enum(loyaltyChangeScopes);
export type LoyaltyChangeScope = z.infer<typeof loyaltyChangeScopeSchema>;

export const loyaltyChangeScopeLabels: Record<LoyaltyChangeScope, string> = {
  past_bookings: 'Apply to past bookings',
  from_now_on: 'Only from now on',
};

const rateSchema = settingsRegistry.loyalty_points_per_dollar.schema;
const thresholdsSchema = settingsRegistry.loyalty_tier_thresholds.schema;

/** The callables' input: the new value of one loyalty rule, and for changeLoyaltyRule the scope. */
export const loyaltyRuleValueSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('loyalty_points_per_dollar'), value: rateSchema }),
  z.object({ key: z.literal('loyalty_tier_thresholds'), value: thresholdsSchema }),
]);
export type LoyaltyRuleValue = z.output<typeof loyaltyRuleValueSchema>;

export const changeLoyaltyRuleRequestSchema = z.intersection(
  loyaltyRuleValueSchema,
  z.object({ scope: loyaltyChangeScopeSchema }),
);
export type ChangeLoyaltyRuleRequest = z.input<typeof changeLoyaltyRuleRequestSchema>;
export type ChangeLoyaltyRuleInput = z.output<typeof changeLoyaltyRuleRequestSchema>;

/** previewLoyaltyChange's answer: how many clients' tier each choice would change, of how many. */
export interface LoyaltyChangePreview {
  clients: number;
  tierChanges: Record<LoyaltyChangeScope, number>;
}

/**
 * A loyalty rule's settings document beyond the envelope: the scope of its last change and its
 * earlier values (kept by "only from now on" changes), oldest first.
 */
export const loyaltyRuleRecordSchema = z.object({
  scope: loyaltyChangeScopeSchema.nullable().catch(null).default(null),
  earlier: z
    .array(z.object({ value: z.unknown(), until: firestoreDateSchema }))
    .catch([])
    .default([]),
});
export type LoyaltyRuleRecord = z.output<typeof loyaltyRuleRecordSchema>;

function earlierOf<T>(record: unknown, schema: z.ZodType<T>) {
  const parsed = loyaltyRuleRecordSchema.safeParse(record ?? {});
  const earlier = parsed.success ? parsed.data.earlier : [];
  // A malformed earlier value is left out: the current value governs those visits instead.
  return earlier.flatMap((entry) => {
    const value = schema.safeParse(entry.value);
    return value.success ? [{ value: value.data, until: entry.until }] : [];
  });
}

/** The history the derivation honours, from the two loyalty settings documents as stored. */
export function loyaltyHistoryFrom(
  docs: readonly { key: string; data: Record<string, unknown> | undefined }[],
): LoyaltyHistory {
  const dataOf = (key: LoyaltyRuleKey) => docs.find((doc) => doc.key === key)?.data;
  return {
    points_per_dollar: earlierOf(dataOf('loyalty_points_per_dollar'), rateSchema as z.ZodType<number>),
    tier_thresholds: earlierOf(
      dataOf('loyalty_tier_thresholds'),
      thresholdsSchema as unknown as z.ZodType<LoyaltyTierThresholds>,
    ),
  };
}

/**
 * The earlier values after a change: cleared when applied to past bookings; from now on, the
 * value being replaced joins them, governing visits until `now`.
 */
export function earlierAfterChange(
  stored: Record<string, unknown> | undefined,
  previousValue: unknown,
  scope: LoyaltyChangeScope,
  now: Date,
): { value: unknown; until: Date }[] {
  if (scope === 'past_bookings') return [];
  const parsed = loyaltyRuleRecordSchema.safeParse(stored ?? {});
  const earlier = parsed.success ? parsed.data.earlier : [];
  return [...earlier, { value: previousValue, until: now }];
}
