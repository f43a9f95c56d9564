import {
  type BookingInterestCategory,
  isPreferredTimeSlot,
  type SubmitBookingInterestRequest,
  type SubmitBookingInterestResponse,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

export interface BookingInterestInput {
  category: BookingInterestCategory;
  /** The service of `?service=`, when she came from one. */
  serviceId: string | null;
  preferredDate: string;
  preferredTime: string;
  instagramHandle: string;
  clientNotes: string;
}

/** An Instagram username: letters, digits, periods, underscores, at most 30 (what the callable accepts). */
export const instagramHandlePattern = /^@?[A-Za-z0-9._]{1,30}$/;

export function instagramHandleProblem(handle: string): string | null {
  const trimmed = handle.trim();
  if (trimmed === '' || instagramHandlePattern.test(trimmed)) return null;
  return 'An Instagram handle has up to 30 letters, numbers, periods and underscores.';
}

/**
 * What the wizard sends to submitBookingInterest: the optional fields (the service, notes, handle)
 * left out when empty. The callable tidies them as domain's form schema does (no '@', trimmed).
 */
export function bookingInterestRequest(input: BookingInterestInput): SubmitBookingInterestRequest {
  if (!isPreferredTimeSlot(input.preferredTime))
    throw new Error('Choose one of the hourly times from 09:00 to 17:00.');
  const handle = input.instagramHandle.trim();
  const notes = input.clientNotes.trim();
  return {
    category: input.category,
    ...(input.serviceId ? { serviceId: input.serviceId } : {}),
    preferredDate: input.preferredDate,
    preferredTime: input.preferredTime,
    ...(notes ? { clientNotes: notes } : {}),
    ...(handle ? { instagramHandle: handle } : {}),
  };
}

/**
 * Through the submitBookingInterest callable (issue 31): the server counts her open interests and
 * the time since her last one in a transaction (domain bookingInterestProblem), and writes the
 * interest; its refusal's words reach the wizard's toast.
 */
export async function createBookingInterest(
  clientId: string | null,
  input: BookingInterestInput,
): Promise<SubmitBookingInterestResponse> {
  if (!clientId) throw new Error('Must be logged in to submit booking interest');
  const problem = instagramHandleProblem(input.instagramHandle);
  if (problem) throw new Error(problem);
  return callFunction<SubmitBookingInterestRequest, SubmitBookingInterestResponse>(
    'submitBookingInterest',
    bookingInterestRequest(input),
  );
}
