import { z } from 'zod';

/** How reminders go out (setting notification_driver, default email). */
export const notificationDrivers = ['email', 'sms'] as const;
export const notificationDriverSchema = z.enum(notificationDrivers);
export type NotificationDriver = z.infer<typeof notificationDriverSchema>;
export const notificationDriverLabels: Record<NotificationDriver, string> = { email: 'Email', sms: 'SMS' };

/**
 * How clients book (setting booking_mode, issue 32): request sends today's booking-interest
 * wizard; instant lets them pick a free time themselves; both lets each client choose.
 */
export const bookingModes = ['request', 'instant', 'both'] as const;
export const bookingModeSchema = z.enum(bookingModes);
export type BookingMode = z.infer<typeof bookingModeSchema>;
export const bookingModeLabels: Record<BookingMode, string> = {
  request: 'Clients send a request',
  instant: 'Clients pick a free time',
  both: 'Clients choose either',
};

/** Shop tax (setting ecommerce_tax_mode, default none). */
export const taxModes = ['none', 'flat', 'variable'] as const;
export const taxModeSchema = z.enum(taxModes);
export type TaxMode = z.infer<typeof taxModeSchema>;
export const taxModeLabels: Record<TaxMode, string> = {
  none: 'No tax',
  flat: 'Flat rate',
  variable: 'Variable',
};

/** The studio's time zone (setting scheduling_timezone, default America/New_York). */
export const timeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;
export const timeZoneSchema = z.enum(timeZones);
export type TimeZone = z.infer<typeof timeZoneSchema>;
export const timeZoneLabels: Record<TimeZone, string> = {
  'America/New_York': 'Eastern',
  'America/Chicago': 'Central',
  'America/Denver': 'Mountain',
  'America/Los_Angeles': 'Pacific',
};
