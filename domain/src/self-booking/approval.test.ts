import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../enums/statuses.ts';
import { approvalNote, isNewClient, onlineBookingStatus } from './approval.ts';

const her = (...statuses: BookingStatus[]) => statuses.map((status) => ({ status }));
const settings = (all: boolean, newClients: boolean) => ({
  booking_requires_approval: all,
  booking_requires_approval_for_new_clients: newClients,
});

describe('isNewClient', () => {
  it('is new with no bookings, or only ones waiting or cancelled (a Decline proves nothing)', () => {
    expect(isNewClient([])).toBe(true);
    expect(isNewClient(her('pending', 'cancelled'))).toBe(true);
  });

  it('is known once the studio took a booking of hers, whoever made it and however it ended', () => {
    for (const status of ['scheduled', 'confirmed', 'completed', 'no_show'] as const)
      expect(isNewClient(her('cancelled', status))).toBe(false);
  });
});

describe('onlineBookingStatus', () => {
  it('is scheduled when neither approval setting is on', () => {
    expect(onlineBookingStatus(settings(false, false), [])).toBe('scheduled');
  });

  it('is pending for everyone when every online booking needs approval', () => {
    expect(onlineBookingStatus(settings(true, false), her('completed'))).toBe('pending');
    expect(onlineBookingStatus(settings(true, true), her('completed'))).toBe('pending');
  });

  it("is pending for a new client's booking only, when new clients need approval", () => {
    expect(onlineBookingStatus(settings(false, true), [])).toBe('pending');
    expect(onlineBookingStatus(settings(false, true), her('pending'))).toBe('pending');
    expect(onlineBookingStatus(settings(false, true), her('cancelled'))).toBe('pending');
    expect(onlineBookingStatus(settings(false, true), her('completed'))).toBe('scheduled');
    expect(onlineBookingStatus(settings(false, true), her('scheduled'))).toBe('scheduled');
  });
});

describe('approvalNote', () => {
  const at = (
    status: BookingStatus,
    extra: { declined?: boolean; cancellation_reason?: string | null } = {},
  ) => ({
    status,
    cancellation_reason: null,
    ...extra,
  });

  it('tells her a pending booking waits, and why a declined one was declined', () => {
    expect(approvalNote(at('pending'))).toBe('Waiting for the studio to accept');
    expect(approvalNote(at('cancelled', { declined: true, cancellation_reason: 'Closed that day' }))).toBe(
      'Declined by the studio: Closed that day',
    );
  });

  it("says nothing of other bookings, nor of a cancellation's reason that was not a Decline", () => {
    expect(approvalNote(at('scheduled'))).toBeNull();
    expect(approvalNote(at('cancelled', { cancellation_reason: 'Client is unwell' }))).toBeNull();
  });
});
