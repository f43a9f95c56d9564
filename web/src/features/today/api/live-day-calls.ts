// The live day's writes (issue 34), all through callables: the rules let no browser write a
// booking's live fields or staff_status.
import type {
  ChangeBookingStatusRequest,
  CheckInRequest,
  LiveDayResponse,
  MarkVisitStartedRequest,
  SetRunningLateRequest,
  SetRunningLateResponse,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

export const setRunningLate = (input: SetRunningLateRequest) =>
  callFunction<SetRunningLateRequest, SetRunningLateResponse>('setRunningLate', input);

export const checkClientIn = (input: CheckInRequest) =>
  callFunction<CheckInRequest, LiveDayResponse>('checkIn', input);

export const markVisitStarted = (input: MarkVisitStartedRequest) =>
  callFunction<MarkVisitStartedRequest, LiveDayResponse>('markVisitStarted', input);

/** Finished is the existing Complete, with its loyalty (changeBookingStatus records finished_at). */
export const finishVisit = (bookingId: string) =>
  callFunction<ChangeBookingStatusRequest, unknown>('changeBookingStatus', {
    bookingId,
    status: 'completed',
  });
