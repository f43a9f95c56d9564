import { describe, expect, it } from 'vitest';
import { buildStudioExport } from './studio-export.ts';

const at = new Date('2026-11-20T12:00:00Z');

describe('the studio export', () => {
  const ana = {
    id: 'ana',
    data: { full_name: 'Ana Lima', email: 'ana@studio.test', allergies: ['Latex'], created_at: at },
  };
  const booking = {
    id: 'b1',
    data: {
      client_id: 'ana',
      service_id: 'svc',
      scheduled_at: at,
      total_price: 45,
      status: 'completed',
      client_name: 'Ana Lima',
      service_name: 'Gel Manicure',
    },
  };
  const odd = { id: 'odd', data: { client_id: 'ana', status: 'whatever' } };

  it('writes one CSV per collection with a header row and one row per record', () => {
    const result = buildStudioExport({ clients: [ana], bookings: [booking], bookingInterests: [] }, at);
    expect(result.csv.clients.split('\r\n')[0]).toMatch(/^id,full_name,email,phone,/);
    expect(result.csv.clients).toContain('ana,Ana Lima,ana@studio.test,,,Latex,');
    expect(result.csv.bookings).toContain(
      'b1,2026-11-20T12:00:00.000Z,completed,ana,Ana Lima,,svc,Gel Manicure,45',
    );
    expect(result.csv.bookingInterests.trim().split('\r\n')).toHaveLength(1);
    expect(result.counts).toEqual({ clients: 1, bookings: 1, bookingInterests: 0 });
  });

  it('keeps a record that does not read as its schema, raw, in the JSON', () => {
    const result = buildStudioExport({ clients: [ana], bookings: [booking], bookingInterests: [odd] }, at);
    const json = JSON.parse(result.json);
    expect(json.exported_at).toBe('2026-11-20T12:00:00.000Z');
    expect(json.clients[0]).toMatchObject({ id: 'ana', full_name: 'Ana Lima', loyalty_tier: 'standard' });
    expect(json.booking_interests).toEqual([]);
    expect(json.unreadable.booking_interests).toEqual([odd]);
    expect(result.counts.bookingInterests).toBe(1);
  });

  it('leaves the staff accounts out of the clients: they have a profile, but are no clients', () => {
    const owner = {
      id: 'owner',
      data: { full_name: 'Olivia Owner', email: 'owner@studio.test', created_at: at },
    };
    const result = buildStudioExport(
      { clients: [owner, ana], bookings: [], bookingInterests: [] },
      at,
      new Set(['owner']),
    );
    expect(result.csv.clients).not.toContain('owner@studio.test');
    expect(result.csv.clients).toContain('ana@studio.test');
    expect(JSON.parse(result.json).clients.map((c: { id: string }) => c.id)).toEqual(['ana']);
    expect(result.counts.clients).toBe(1);
  });
});
