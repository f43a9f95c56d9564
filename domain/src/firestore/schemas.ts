import type { z } from 'zod';
import { calendarFeedSchema } from '../calendar/feed.ts';
import { clientQuotaSchema } from '../limits/client-quotas.ts';
import { mailDocumentSchema, smsDocumentSchema } from '../notifications/outbox.ts';
import { reportDaySchema } from '../reports/report-day.ts';
import { userRoleSchema } from '../schemas/access.ts';
import { blogPostSchema } from '../schemas/blog.ts';
import {
  availabilityBlockSchema,
  blockedTimeSlotSchema,
  bookingDaySchema,
  bookingInterestSchema,
  bookingSchema,
  publicBlockedDatesSchema,
} from '../schemas/bookings.ts';
import {
  materialSchema,
  serviceAddOnSchema,
  serviceCategorySchema,
  serviceSchema,
} from '../schemas/catalog.ts';
import {
  clientNoteSchema,
  clientPhotoSchema,
  loyaltyPointsSchema,
  profileSchema,
} from '../schemas/clients.ts';
import { staffStatusSchema } from '../schemas/live-day.ts';
import { orderSchema } from '../schemas/orders.ts';
import { productSchema } from '../schemas/shop.ts';
import { staffProfileSchema } from '../schemas/staff.ts';
import { bookingHoldSchema } from '../self-booking/holds.ts';
import { settingDocumentSchema } from '../settings/settings.ts';
import { waitlistEntrySchema } from '../waitlist/waitlist.ts';
import { type DomainConverter, makeConverter, type TimestampFactory } from './converter.ts';

/** The schema of every collection's documents, keyed like `collections` plus the subcollections. */
export const documentSchemas = {
  userRoles: userRoleSchema,
  settingsPublic: settingDocumentSchema,
  settingsStaff: settingDocumentSchema,
  serviceCategories: serviceCategorySchema,
  services: serviceSchema,
  materials: materialSchema,
  serviceAddOns: serviceAddOnSchema,
  products: productSchema,
  orders: orderSchema,
  blogPosts: blogPostSchema,
  bookings: bookingSchema,
  availabilityBlocks: availabilityBlockSchema,
  blockedTimeSlots: blockedTimeSlotSchema,
  bookingInterests: bookingInterestSchema,
  staffProfiles: staffProfileSchema,
  profiles: profileSchema,
  loyaltyPoints: loyaltyPointsSchema,
  /** public_availability's documents, blocked_dates and booked_times, share one shape. */
  publicAvailability: publicBlockedDatesSchema,
  bookingDays: bookingDaySchema,
  calendarFeeds: calendarFeedSchema,
  waitlistEntries: waitlistEntrySchema,
  clientQuotas: clientQuotaSchema,
  bookingHolds: bookingHoldSchema,
  mail: mailDocumentSchema,
  messages: smsDocumentSchema,
  staffStatus: staffStatusSchema,
  reportDays: reportDaySchema,
  clientPhotos: clientPhotoSchema,
  clientNotes: clientNoteSchema,
} as const;

export type DocumentSchemas = typeof documentSchemas;
export type DocumentKind = keyof DocumentSchemas;
export type DocumentData<K extends DocumentKind> = z.output<DocumentSchemas[K]>;
export type Converters = { [K in DocumentKind]: DomainConverter<DocumentData<K>> };

/**
 * One validating converter per collection, built with the caller's Timestamp class:
 * `makeConverters(Timestamp)` from firebase/firestore in the web app, from
 * firebase-admin/firestore in functions.
 */
export function makeConverters(timestamps: TimestampFactory): Converters {
  const out: Partial<Record<DocumentKind, unknown>> = {};
  for (const kind of Object.keys(documentSchemas) as DocumentKind[]) {
    out[kind] = makeConverter(documentSchemas[kind], timestamps);
  }
  return out as Converters;
}
