import { describe, expect, it } from 'vitest';
import { productSchema } from '../schemas/shop.ts';
import { datesToTimestamps, InvalidDocumentError, makeConverter, parseDocument } from './converter.ts';
import { makeConverters } from './schemas.ts';

/** Stands in for either SDK's Timestamp: only fromDate/toDate matter to the domain. */
class FakeTimestamp {
  readonly millis: number;
  constructor(millis: number) {
    this.millis = millis;
  }
  static fromDate(date: Date) {
    return new FakeTimestamp(date.getTime());
  }
  toDate() {
    return new Date(this.millis);
  }
}

const snapshot = (id: string, data: Record<string, unknown> | undefined) => ({ id, data: () => data });

describe('makeConverters', () => {
  const converters = makeConverters(FakeTimestamp);
  const when = new Date('2026-03-01T15:00:00Z');

  it('asks the SDK for its estimate of a pending server timestamp, keeping the caller’s options', () => {
    const asked: unknown[] = [];
    const pending = {
      id: 'n2',
      data: (options?: unknown) => {
        asked.push(options);
        const estimated = (options as { serverTimestamps?: string })?.serverTimestamps === 'estimate';
        return {
          client_id: 'c1',
          note: 'Prefers almond shape',
          note_type: 'preference',
          is_pinned: false,
          created_by: 'o1',
          created_at: estimated ? FakeTimestamp.fromDate(when) : null,
        };
      },
    };
    const note = converters.clientNotes.fromFirestore(pending, { source: 'cache' });
    expect(note.created_at).toEqual(when);
    expect(asked).toEqual([{ source: 'cache', serverTimestamps: 'estimate' }]);
  });

  it('reads a stored Timestamp as a Date and adds the document id', () => {
    const note = converters.clientNotes.fromFirestore(
      snapshot('n1', {
        client_id: 'c1',
        note: 'Allergic to acrylic',
        note_type: 'allergy',
        is_pinned: true,
        created_by: 'o1',
        created_at: FakeTimestamp.fromDate(when),
      }),
    );
    expect(note.id).toBe('n1');
    expect(note.created_at).toBeInstanceOf(Date);
    expect(note.created_at.getTime()).toBe(when.getTime());
  });

  it('writes Dates as Timestamps and never writes the id', () => {
    const data = converters.blockedTimeSlots.toFirestore({
      id: 'b1',
      start_datetime: when,
      end_datetime: when,
      reason: null,
    });
    expect(data).not.toHaveProperty('id');
    expect(data.start_datetime).toBeInstanceOf(FakeTimestamp);
    expect(data.reason).toBeNull();
  });

  it('refuses a document with a bad enum value, naming the field', () => {
    const read = () =>
      converters.userRoles.fromFirestore(snapshot('u1', { user_id: 'u1', role: 'superuser' }));
    expect(read).toThrow(InvalidDocumentError);
    expect(read).toThrow(/role/);
  });

  it('refuses a missing document instead of crashing', () => {
    expect(() => converters.products.fromFirestore(snapshot('p1', undefined))).toThrow(InvalidDocumentError);
  });

  it('fills defaults for fields a function has not derived yet', () => {
    const profile = converters.profiles.fromFirestore(
      snapshot('c1', {
        full_name: 'Ana',
        email: 'ana@example.com',
        created_at: FakeTimestamp.fromDate(when),
      }),
    );
    expect(profile).toMatchObject({
      total_bookings: 0,
      loyalty_points: 0,
      loyalty_tier: 'standard',
      last_visit: null,
    });
    expect(profile.allergies).toEqual([]);
  });

  it('refuses a document whose required field is missing', () => {
    expect(() => parseDocument(productSchema, 'x', { name: 'Cuticle oil' })).toThrow(/price/);
  });

  it('validates setting documents against the registry', () => {
    const ok = converters.settingsPublic.fromFirestore(
      snapshot('blog_section_enabled', { key: 'blog_section_enabled', value: false, category: 'features' }),
    );
    expect(ok.value).toBe(false);
    expect(() =>
      converters.settingsPublic.fromFirestore(
        snapshot('blog_section_enabled', { key: 'blog_section_enabled', value: 'yes', category: 'features' }),
      ),
    ).toThrow(/value/);
    expect(() =>
      converters.settingsStaff.fromFirestore(
        snapshot('instagram_access_token', {
          key: 'instagram_access_token',
          value: 'x',
          category: 'integrations',
        }),
      ),
    ).toThrow(/Unknown setting/);
  });
});

describe('datesToTimestamps', () => {
  it('converts nested dates, keeps sentinels and drops undefined', () => {
    // FieldValue sentinels are class instances, never plain objects.
    const sentinel = new (class DeleteSentinel {})();
    const out = datesToTimestamps(
      { a: [new Date(0)], b: { c: new Date(1) }, s: sentinel, u: undefined },
      FakeTimestamp,
    ) as Record<string, unknown>;
    expect((out.a as unknown[])[0]).toBeInstanceOf(FakeTimestamp);
    expect((out.b as Record<string, unknown>).c).toBeInstanceOf(FakeTimestamp);
    expect(out.s).toBe(sentinel);
    expect(out).not.toHaveProperty('u');
  });
});

describe('makeConverter', () => {
  it('rejects an invalid Date hiding in a Timestamp', () => {
    const converter = makeConverter(
      productSchema.pick({ name: true }).extend({ at: productSchema.shape.price }),
      FakeTimestamp,
    );
    expect(() => converter.fromFirestore(snapshot('p', { name: 'x', at: Number.NaN }))).toThrow(
      InvalidDocumentError,
    );
  });
});
