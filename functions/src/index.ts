// The studio's Cloud Functions: global options here, one file per function.
import { setGlobalOptions } from 'firebase-functions/v2';

// Five minutes, not the default 60 s: a trigger that starts a cold instance (the image functions load
// sharp and convert an upload of up to 10 MiB) must not be cut off halfway, since a trigger cut off
// is lost where nothing retries it (the Functions emulator, a function without retry). Each function's
// own work is bounded; this is a ceiling, not a budget.
setGlobalOptions({ region: 'us-central1', maxInstances: 10, timeoutSeconds: 300 });

export { createClientOnSignUp } from './auth/before-user-created.ts';
export { setUserRole } from './auth/set-user-role.ts';
export { onBlockedTimeSlotWritten } from './availability/on-blocked-time-slot-written.ts';
export { onBookingWrittenBookedTimes } from './availability/on-booking-written.ts';
export { changeInterestStatus } from './booking-interests/change-interest-status.ts';
export { deleteBookingInterest } from './booking-interests/delete-booking-interest.ts';
export { submitBookingInterest } from './booking-interests/submit-booking-interest.ts';
export { withdrawBookingInterest } from './booking-interests/withdraw-booking-interest.ts';
export { cancelOwnBooking } from './bookings/cancel-own-booking.ts';
export { changeBookingStatus } from './bookings/change-booking-status.ts';
export { createBooking } from './bookings/create-booking.ts';
export { deleteBooking } from './bookings/delete-booking.ts';
export { reopenBooking } from './bookings/reopen-booking.ts';
export { rescheduleBooking } from './bookings/reschedule-booking.ts';
export { calendarFeed } from './calendar/calendar-feed.ts';
export { manageCalendarFeed } from './calendar/manage-calendar-feed.ts';
export { addClient } from './clients/add-client.ts';
export { linkWalkInRecord } from './clients/link-walk-in-record.ts';
export { syncMyEmail } from './clients/sync-my-email.ts';
export { onBookingInterestCreated } from './denormalise/on-booking-interest-created.ts';
export { onBookingWrittenNames } from './denormalise/on-booking-written.ts';
export { onProfileUpdated } from './denormalise/on-profile-updated.ts';
export { onServiceUpdated } from './denormalise/on-service-updated.ts';
export { recordDepositReceived } from './deposits/record-deposit-received.ts';
export { releaseUnpaidDeposits } from './deposits/release-unpaid-deposits.ts';
export { checkUploadedImage } from './images/check-uploaded-image.ts';
export { deleteCardImages } from './images/delete-card-images.ts';
export { makeCardImages } from './images/make-card-images.ts';
export { onInstagramDisconnected } from './instagram/on-instagram-disconnected.ts';
export { testInstagramConnection } from './instagram/test-instagram-connection.ts';
export { checkIn } from './live-day/check-in.ts';
export { markVisitStarted } from './live-day/mark-visit-started.ts';
export { setRunningLate } from './live-day/set-running-late.ts';
export { changeLoyaltyRule } from './loyalty/change-loyalty-rule.ts';
export { onBookingWrittenLoyalty } from './loyalty/on-booking-written.ts';
export { onLoyaltySettingWritten } from './loyalty/on-loyalty-settings-written.ts';
export { previewLoyaltyChange } from './loyalty/preview-loyalty-change.ts';
export { onBookingWrittenNotify } from './notifications/on-booking-written-notify.ts';
export { sendBookingReminder } from './notifications/send-booking-reminder.ts';
export { getReport } from './reports/get-report.ts';
export { onBookingWrittenReportDays } from './reports/on-booking-written-report-days.ts';
export { onOrderWrittenReportDays } from './reports/on-order-written-report-days.ts';
export { rebuildReportDays } from './reports/rebuild-report-days.ts';
export { applyDataRetention } from './retention/apply-data-retention.ts';
export { previewDataRetention } from './retention/preview-data-retention.ts';
export { bookFreeTime } from './self-booking/book-free-time.ts';
export { cleanExpiredHolds } from './self-booking/clean-expired-holds.ts';
export { holdTime } from './self-booking/hold-time.ts';
export { listBookableMembers } from './self-booking/list-bookable-members.ts';
export { listFreeTimes } from './self-booking/list-free-times.ts';
export { releaseHold } from './self-booking/release-hold.ts';
export { placeOrder } from './shop/place-order.ts';
export { setOrderStatus } from './shop/set-order-status.ts';
export { saveStaffProfile } from './staff/save-staff-profile.ts';
export { joinWaitlist } from './waitlist/join-waitlist.ts';
export { leaveWaitlist } from './waitlist/leave-waitlist.ts';
export { onBookingCancelledWaitlist } from './waitlist/on-booking-cancelled.ts';
