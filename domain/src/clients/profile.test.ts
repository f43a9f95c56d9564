import { describe, expect, it } from 'vitest';
import {
  addListEntry,
  bookingClientLabel,
  isSavableNote,
  matchesClientSearch,
  recentBookings,
  sortClientNotes,
} from './profile.ts';

describe('addListEntry', () => {
  it('adds a trimmed entry', () => {
    expect(addListEntry(['Latex'], '  Acetone ')).toEqual(['Latex', 'Acetone']);
  });
  it('ignores blank and duplicate entries, whatever the case', () => {
    expect(addListEntry(['Latex'], '   ')).toEqual(['Latex']);
    expect(addListEntry(['Latex'], 'latex')).toEqual(['Latex']);
    expect(addListEntry(['Rosé'], ' ROSÉ ')).toEqual(['Rosé']);
  });
});

describe('matchesClientSearch', () => {
  const ana = { full_name: 'Ana Lima', email: 'ana@example.com', phone: '555-0100' };
  it('matches name, email or phone', () => {
    expect(matchesClientSearch(ana, 'lima')).toBe(true);
    expect(matchesClientSearch(ana, 'EXAMPLE')).toBe(true);
    expect(matchesClientSearch(ana, '0100')).toBe(true);
    expect(matchesClientSearch(ana, 'zoë')).toBe(false);
  });
  it('matches everyone for a blank query and copes with missing fields', () => {
    expect(matchesClientSearch(ana, '  ')).toBe(true);
    expect(matchesClientSearch({ full_name: null, email: null, phone: null }, 'a')).toBe(false);
  });
});

describe('sortClientNotes', () => {
  it('puts pinned first, then newest', () => {
    const note = (id: string, is_pinned: boolean, day: number) => ({
      id,
      is_pinned,
      created_at: new Date(Date.UTC(2026, 0, day)),
    });
    const sorted = sortClientNotes([
      note('a', false, 1),
      note('b', true, 2),
      note('c', false, 3),
      note('d', true, 1),
    ]);
    expect(sorted.map((n) => n.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('isSavableNote', () => {
  it('refuses empty or blank text', () => {
    expect(isSavableNote('')).toBe(false);
    expect(isSavableNote(' \n\t ')).toBe(false);
    expect(isSavableNote('Prefers almond shape')).toBe(true);
  });
});

describe('recentBookings', () => {
  it('keeps the five newest, newest first', () => {
    const bookings = [1, 7, 3, 5, 2, 6, 4].map((day) => ({
      day,
      scheduled_at: new Date(Date.UTC(2026, 0, day)),
    }));
    expect(recentBookings(bookings).map((b) => b.day)).toEqual([7, 6, 5, 4, 3]);
    expect(recentBookings([])).toEqual([]);
    expect(recentBookings(bookings, -1)).toEqual([]);
  });
});

describe('bookingClientLabel', () => {
  it('falls back to the e-mail', () => {
    expect(bookingClientLabel({ client_name: 'Ana', client_email: 'a@b.co' })).toBe('Ana');
    expect(bookingClientLabel({ client_name: '  ', client_email: 'a@b.co' })).toBe('a@b.co');
    expect(bookingClientLabel({ client_name: null, client_email: null })).toBe('');
  });
});
