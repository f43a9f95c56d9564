// Pure: from a client's bookings and the stored loyalty settings to the documents the loyalty
// function writes. Recomputing from source (never incrementing) is what makes retries,
// duplicated and out-of-order events harmless.
import {
  type BookingForLoyalty,
  bookingSchema,
  deriveLoyalty,
  type LoyaltyHistory,
  type LoyaltyTier,
  noLoyaltyHistory,
  resolveSettings,
} from '@studio/domain';

export interface LoyaltyDocument {
  user_id: string;
  points: number;
  tier: LoyaltyTier;
  lifetime_bookings: number;
}

export interface ProfileLoyaltyFields {
  total_bookings: number;
  loyalty_points: number;
  loyalty_tier: LoyaltyTier;
  last_visit: Date | null;
}

export interface LoyaltyWrite {
  loyalty: LoyaltyDocument;
  profile: ProfileLoyaltyFields;
  /** Ids of bookings that did not match the schema and were left out. */
  skipped: string[];
}

/** Stored bookings as read (id and raw data); the malformed ones are skipped, not fatal. */
export function bookingsForLoyalty(docs: readonly { id: string; data: unknown }[]): {
  bookings: BookingForLoyalty[];
  skipped: string[];
} {
  const bookings: BookingForLoyalty[] = [];
  const skipped: string[] = [];
  for (const doc of docs) {
    const parsed = bookingSchema.safeParse(doc.data);
    if (parsed.success) bookings.push(parsed.data);
    else skipped.push(doc.id);
  }
  return { bookings, skipped };
}

export function loyaltyWrite(
  clientId: string,
  docs: readonly { id: string; data: unknown }[],
  settingEntries: readonly { key: string; value: unknown }[],
  history: LoyaltyHistory = noLoyaltyHistory,
): LoyaltyWrite {
  const { bookings, skipped } = bookingsForLoyalty(docs);
  const settings = resolveSettings(settingEntries);
  const derived = deriveLoyalty(bookings, settings, history);
  return {
    loyalty: {
      user_id: clientId,
      points: derived.points,
      tier: derived.tier,
      lifetime_bookings: derived.lifetime_bookings,
    },
    profile: {
      total_bookings: derived.total_bookings,
      loyalty_points: derived.points,
      loyalty_tier: derived.tier,
      last_visit: derived.last_visit,
    },
    skipped,
  };
}
