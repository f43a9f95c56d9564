import { describe, expect, it } from 'vitest';
import {
  blockedSlotFormSchema,
  blockedSlotFromForm,
  earliestBlockDate,
  emptyBlockedSlotForm,
} from '../utils/blocked-slot-form.ts';

// 02:00 UTC on Jun 15 is still Jun 14 in New York.
const now = new Date('2026-06-15T02:00:00Z');
const zone = 'America/New_York' as const;

describe('the Blocked Dates form', () => {
  it('defaults to 09:00–17:00 with no date and no reason', () => {
    expect(emptyBlockedSlotForm()).toEqual({ date: '', startTime: '09:00', endTime: '17:00', reason: '' });
  });

  it('offers dates from today in the studio time zone', () => {
    expect(earliestBlockDate(zone, now)).toBe('2026-06-14');
    expect(earliestBlockDate('America/Los_Angeles', now)).toBe('2026-06-14');
  });

  it('saves the times in the studio time zone and a blank reason as null', () => {
    const result = blockedSlotFromForm(
      { ...emptyBlockedSlotForm(), date: '2026-06-20', reason: '  ' },
      zone,
      now,
    );
    expect(result).toEqual({
      ok: true,
      slot: {
        start_datetime: new Date('2026-06-20T13:00:00Z'),
        end_datetime: new Date('2026-06-20T21:00:00Z'),
        reason: null,
      },
    });
  });

  it('keeps a reason, trimmed, and accepts today', () => {
    const result = blockedSlotFromForm(
      { date: '2026-06-14', startTime: '10:00', endTime: '14:00', reason: ' Training ' },
      zone,
      now,
    );
    expect(result.ok && result.slot.reason).toBe('Training');
  });

  it('refuses a reversed or empty range beside the end time (it would block nothing)', () => {
    for (const endTime of ['10:00', '14:00'])
      expect(
        blockedSlotFromForm({ date: '2026-06-20', startTime: '14:00', endTime, reason: '' }, zone, now),
      ).toEqual({ ok: false, problems: { endTime: 'The end time must be after the start time' } });
  });

  it('refuses a missing or past date, each problem on its own', () => {
    expect(blockedSlotFromForm(emptyBlockedSlotForm(), zone, now)).toEqual({
      ok: false,
      problems: { date: 'Date is required' },
    });
    expect(
      blockedSlotFromForm({ date: '2026-06-13', startTime: '', endTime: '17:00', reason: '' }, zone, now),
    ).toEqual({
      ok: false,
      problems: { date: 'Choose today or a later date', startTime: 'Start time is required' },
    });
  });

  it('as the schema form checks it: each refusal on its field, the slot as what is saved', () => {
    const schema = blockedSlotFormSchema(zone, () => now);
    const refused = schema.safeParse({ date: '2026-06-13', startTime: '', endTime: '17:00', reason: '' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['date'], 'Choose today or a later date'],
      [['startTime'], 'Start time is required'],
    ]);
    expect(schema.parse({ ...emptyBlockedSlotForm(), date: '2026-06-20' })).toEqual({
      start_datetime: new Date('2026-06-20T13:00:00Z'),
      end_datetime: new Date('2026-06-20T21:00:00Z'),
      reason: null,
    });
  });
});
