import { describe, expect, it } from 'vitest';
import { stackAdmin, unique } from './support/admin.ts';
import { callFunction, signUp } from './support/stack.ts';

const { db, withRole } = stackAdmin('functions-retention');

describe('previewDataRetention', () => {
  it('answers the owner the counts of the next run and changes nothing', async () => {
    // Far in the past for any clock: past retention whatever today is.
    const ref = db.collection('booking_interests').doc();
    await ref.set({ client_id: 'ana', status: 'declined', created_at: new Date('2001-01-01T00:00:00Z') });
    const owner = await withRole('olga', 'owner');
    const answer = await callFunction('previewDataRetention', owner.idToken, null);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ months: 24, interestsDeleted: expect.any(Number) });
    expect((answer.result as { interestsDeleted: number }).interestsDeleted).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).exists).toBe(true);
  }, 180_000);

  it('refuses an assistant and a client', async () => {
    const [amy, cleo] = await Promise.all([withRole('amy', 'assistant'), signUp(unique('cleo'))]);
    expect((await callFunction('previewDataRetention', amy.idToken, null)).status).toBe(403);
    expect((await callFunction('previewDataRetention', cleo.idToken, null)).status).toBe(403);
  });
});
