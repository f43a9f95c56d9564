import type { CheckInRequest, LiveDayResponse } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * "I'm here" (issue 34): the checkIn function records her arrival on her booking, from 30 minutes
 * before her start (the rules let no browser write a booking); staff screens see it at once.
 */
export async function checkIn(input: CheckInRequest): Promise<LiveDayResponse> {
  return callFunction<CheckInRequest, LiveDayResponse>('checkIn', input);
}
