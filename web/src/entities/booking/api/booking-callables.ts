import type {
  BookingRefusal,
  CreateBookingRequest,
  CreateBookingResponse,
  ReopenBookingRequest,
  ReopenBookingResponse,
  RescheduleBookingRequest,
  RescheduleBookingResponse,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/** Calls one of the booking functions (functions/src/bookings/): the server checks the time is free in a transaction. */
function call<In, Out>(name: string, input: In): Promise<Out> {
  return callFunction<In, Out>(name, input);
}

/**
 * createBooking's request with the member doing it (issue 31); absent: anyone free then.
 * Until the callable reads staffId it ignores it (zod drops unknown keys).
 */
export type CreateBookingCall = CreateBookingRequest & { staffId?: string };

export function createBooking(input: CreateBookingCall): Promise<CreateBookingResponse> {
  return call('createBooking', input);
}

export function rescheduleBooking(input: RescheduleBookingRequest): Promise<RescheduleBookingResponse> {
  return call('rescheduleBooking', input);
}

export function reopenBooking(input: ReopenBookingRequest): Promise<ReopenBookingResponse> {
  return call('reopenBooking', input);
}

/**
 * Why the server refused a booking it could have made: a conflicting booking or blocked slot (staff
 * may then book anyway), an allergy not acknowledged, or a time in the past or beyond the advance
 * limit (staff may confirm it). Null for any other error.
 */
export function bookingRefusalOf(error: unknown): BookingRefusal | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code !== 'functions/failed-precondition' || typeof details !== 'object' || details === null)
    return null;
  const reason = (details as { reason?: unknown }).reason;
  return reason === 'conflict' || reason === 'allergy' || reason === 'time_limit'
    ? (details as BookingRefusal)
    : null;
}
