import type {
  BookFreeTimeRequest,
  BookFreeTimeResponse,
  HoldTimeRequest,
  HoldTimeResponse,
  ListBookableMembersResponse,
  ListFreeTimesRequest,
  ListFreeTimesResponse,
  ReleaseHoldRequest,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * What /book asks the studio (issue 32): free times and members for anyone, a hold while she
 * signs in, and the booking. The screen takes it as a prop, so its tests answer without functions.
 */
export interface SelfBookingApi {
  listBookableMembers(): Promise<ListBookableMembersResponse>;
  listFreeTimes(input: ListFreeTimesRequest): Promise<ListFreeTimesResponse>;
  holdTime(input: HoldTimeRequest): Promise<HoldTimeResponse>;
  releaseHold(input: ReleaseHoldRequest): Promise<unknown>;
  bookFreeTime(input: BookFreeTimeRequest): Promise<BookFreeTimeResponse>;
}

/** The callables themselves; refusals arrive as plain words (callFunction). */
export const callableSelfBookingApi: SelfBookingApi = {
  listBookableMembers: () => callFunction('listBookableMembers', {}),
  listFreeTimes: (input) => callFunction('listFreeTimes', input),
  holdTime: (input) => callFunction('holdTime', input),
  releaseHold: (input) => callFunction('releaseHold', input),
  bookFreeTime: (input) => callFunction('bookFreeTime', input),
};
