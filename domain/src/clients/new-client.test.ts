import { describe, expect, it } from 'vitest';
import { clientMessageLinks, isLinkableClient, newClientSchema, phoneDigits } from './new-client.ts';

describe('newClientSchema', () => {
  it('keeps a name alone, the blank contact fields become null', () => {
    expect(
      newClientSchema.parse({ full_name: ' Ana ', email: ' ', phone: '', instagram_handle: '' }),
    ).toEqual({
      full_name: 'Ana',
      email: null,
      phone: null,
      instagram_handle: null,
    });
  });

  it('strips bidirectional controls from the name; one made of them only is no name', () => {
    expect(newClientSchema.parse({ full_name: '\u202EAna Lima\u202C' }).full_name).toBe('Ana Lima');
    expect(newClientSchema.safeParse({ full_name: '\u202E\u2066 ' }).success).toBe(false);
  });

  it('reads absent contact fields as null', () => {
    expect(newClientSchema.parse({ full_name: 'Ana' })).toMatchObject({ email: null, phone: null });
  });

  it('lower-cases the e-mail and drops the @ of the handle', () => {
    const parsed = newClientSchema.parse({
      full_name: 'Ana',
      email: ' Ana@Example.COM ',
      phone: '+1 (555) 010-2030',
      instagram_handle: '@ana.nails',
    });
    expect(parsed).toMatchObject({ email: 'ana@example.com', instagram_handle: 'ana.nails' });
  });

  it.each([
    [{ full_name: '  ' }, 'full_name'],
    [{ full_name: 'Ana', email: 'ana@' }, 'email'],
    [{ full_name: 'Ana', phone: '555-CALL-ME' }, 'phone'],
    [{ full_name: 'Ana', phone: '12 34' }, 'phone'],
    [{ full_name: 'Ana', instagram_handle: 'ana nails' }, 'instagram_handle'],
  ])('refuses %o by its %s', (input, field) => {
    const parsed = newClientSchema.safeParse({ email: null, phone: null, instagram_handle: null, ...input });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});

describe('phoneDigits', () => {
  it('compares phones by their digits', () => {
    expect(phoneDigits('+1 (555) 010-2030')).toBe(phoneDigits('15550102030'));
  });
});

describe('clientMessageLinks', () => {
  const none = { instagram_handle: null, email: null, phone: null };

  it('opens an Instagram direct message when she has a handle', () => {
    expect(clientMessageLinks({ ...none, instagram_handle: '@ana.nails', email: 'a@b.co' })).toEqual([
      { kind: 'instagram', href: 'https://ig.me/m/ana.nails', label: 'Instagram' },
    ]);
  });

  it('offers e-mail and phone without a handle', () => {
    expect(clientMessageLinks({ ...none, email: 'a@b.co', phone: '+1 (555) 010-2030' })).toEqual([
      { kind: 'email', href: 'mailto:a@b.co', label: 'E-mail' },
      { kind: 'phone', href: 'tel:+15550102030', label: 'Call' },
    ]);
  });

  it('offers nothing when she left no contact', () => {
    expect(clientMessageLinks(none)).toEqual([]);
  });
});

describe('isLinkableClient', () => {
  it('links a walk-in record and a verified account, never an unverified account', () => {
    expect(isLinkableClient({ walk_in: true, email_verified: false })).toBe(true);
    expect(isLinkableClient({ walk_in: false, email_verified: true })).toBe(true);
    expect(isLinkableClient({ walk_in: false, email_verified: false })).toBe(false);
  });
});
