// A booking that held its time and is now cancelled (by staff, or by the client herself) frees
// that time: the clients waiting for its day hear about it (notify-waitlist.ts). Any other write
// does nothing. STUDIO_SITE_URL is the site the message's link opens (the local stack sets its
// web app's address; a deployment sets its domain in functions/.env).
import { bookingEnd, bookingSchema, collections, holdsSlot, visitServicesOf } from '@studio/domain';
import { defineString } from 'firebase-functions/params';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { readSettings } from '../bookings/booking-context.ts';
import { db } from '../shared/admin.ts';
import { decodeDocument } from '../shared/decode.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { notifyWaitlist, readFreedServices } from './notify-waitlist.ts';

const siteUrl = defineString('STUDIO_SITE_URL', {
  description: "The studio's website, where a waitlist message's link opens the booking wizard",
});

export const onBookingCancelledWaitlist = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    const name = `Booking ${event.params.bookingId}`;
    const before = decodeDocument(bookingSchema, event.data?.before.data(), name);
    const after = decodeDocument(bookingSchema, event.data?.after.data(), name);
    if (!before || !after) return;
    if (!holdsSlot(before.status) || after.status !== 'cancelled') return;
    const [settings, services] = await Promise.all([
      readSettings(db),
      readFreedServices(
        db,
        visitServicesOf(before).map((s) => s.service_id),
      ),
    ]);
    await notifyWaitlist(db, {
      bookingId: event.params.bookingId,
      interval: { start: before.scheduled_at, end: bookingEnd(before) },
      timeZone: settings.scheduling_timezone,
      bookingMode: settings.booking_mode,
      siteUrl: siteUrl.value().replace(/\/+$/, ''),
      // The offer preselects her services of the freed visit and its member (issue 32).
      services,
      staffId: before.staff_id ?? null,
    });
  },
);
