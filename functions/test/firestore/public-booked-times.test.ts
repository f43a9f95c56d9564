// publishBookedTimes against the Firestore emulator: the wizard's public times are those when every
// bookable member is booked (several chairs, issue 31), and one chair while there is no owner.
import { describe, expect, it } from 'vitest';
import { bookedTimesRef, publishBookedTimes } from '../../src/availability/publish-booked-times.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('public-booked-times');
const now = new Date('2026-06-01T12:00:00Z');
const at = (utc: string) => new Date(`2026-06-15T${utc}:00Z`);

async function put(path: string, data: Record<string, unknown>) {
  await db().doc(path).set(data);
}

const booking = (start: string, staffId?: string) => ({
  client_id: 'ana',
  service_id: 'gel',
  scheduled_at: at(start),
  duration_minutes: 60,
  total_price: 45,
  status: 'confirmed',
  ...(staffId && { staff_id: staffId }),
});

const published = async () =>
  ((await bookedTimesRef(db()).get()).get('slots') as Array<{ start_datetime: { toDate(): Date } }>).map(
    (s) => s.start_datetime.toDate().toISOString(),
  );

describe('publishBookedTimes', () => {
  it('publishes one chair while the studio has no owner, then only the times no member is free', async () => {
    await put('bookings/a', booking('14:00', 'jo'));
    await put('bookings/b', booking('14:00'));
    await put('bookings/c', booking('17:00', 'jo'));
    await publishBookedTimes(db(), now);
    expect(await published()).toEqual([at('14:00').toISOString(), at('17:00').toISOString()]);

    await put('user_roles/maya', { user_id: 'maya', role: 'owner' });
    await put('user_roles/jo', { user_id: 'jo', role: 'assistant' });
    await publishBookedTimes(db(), now);
    // At 14:00 Jo and the owner (booking b has no member: hers) are both booked; at 17:00 Maya is free.
    expect(await published()).toEqual([at('14:00').toISOString()]);

    // Maya no longer takes clients: Jo's bookings alone fill the studio.
    await put('staff_profiles/maya', { bookable: false, display_name: 'Maya', time_off: [] });
    await publishBookedTimes(db(), now);
    expect(await published()).toEqual([at('14:00').toISOString(), at('17:00').toISOString()]);
  });
});
