import { describe, expect, it } from 'vitest';
import { clientNamesOf, staleFields } from './names.ts';

describe('clientNamesOf', () => {
  it('copies name, e-mail and phone, null when absent or not text', () => {
    expect(clientNamesOf({ full_name: 'Ana Lima', email: 'ana@example.com', phone: 5 })).toEqual({
      client_name: 'Ana Lima',
      client_email: 'ana@example.com',
      client_phone: null,
    });
    expect(clientNamesOf(undefined)).toEqual({ client_name: null, client_email: null, client_phone: null });
  });

  it('copies a name without its bidirectional controls', () => {
    expect(clientNamesOf({ full_name: '\u202EAna\u2066 Lima\u2069' }).client_name).toBe('Ana Lima');
  });
});

describe('staleFields', () => {
  it('lists only the copies that differ', () => {
    expect(
      staleFields({ service_name: 'Gel', client_name: 'Ana' }, { service_name: 'Gel X', client_name: 'Ana' }),
    ).toEqual({
      service_name: 'Gel X',
    });
  });

  it('treats a missing copy as null', () => {
    expect(staleFields({}, { client_email: null })).toEqual({});
    expect(staleFields({}, { client_email: 'a@b.c' })).toEqual({ client_email: 'a@b.c' });
  });
});
