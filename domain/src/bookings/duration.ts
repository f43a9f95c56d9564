/** The fields of a service, a material and a chosen add-on option that a duration needs. */
export interface ServiceTime {
  duration_minutes: number;
}
export interface MaterialTime {
  duration_modifier_minutes: number;
}
export interface AddOnTime {
  duration_minutes: number;
}

/**
 * The longest booking the studio takes (12 hours). The server's overlap query looks this far
 * back from an interval's end, so a booking can never be longer: it is refused instead.
 */
export const maxBookingDurationMinutes = 12 * 60;

/** A booking with no recorded duration (written before durations were stored) lasts this long. */
export const defaultBookingDurationMinutes = 60;

const minutes = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 0);

/**
 * A booking's length: the service's minutes plus each chosen material's and add-on option's
 * extra minutes (a material may shorten it; never below zero).
 */
export function bookingDurationMinutes(input: {
  service: ServiceTime;
  materials: readonly MaterialTime[];
  addOnSelections: readonly AddOnTime[];
}): number {
  const total =
    minutes(input.service.duration_minutes) +
    input.materials.reduce((sum, m) => sum + minutes(m.duration_modifier_minutes), 0) +
    input.addOnSelections.reduce((sum, a) => sum + minutes(a.duration_minutes), 0);
  return Math.max(0, total);
}

/** When a stored booking ends: end_at, else its start plus its (or the default) duration. */
export function bookingEnd(booking: {
  scheduled_at: Date;
  end_at?: Date | null;
  duration_minutes?: number | null;
}): Date {
  if (booking.end_at) return booking.end_at;
  const length = booking.duration_minutes ?? defaultBookingDurationMinutes;
  return new Date(booking.scheduled_at.getTime() + length * 60_000);
}
