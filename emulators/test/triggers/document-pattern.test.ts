import { describe, expect, it } from 'vitest';
import { matchesDocumentPattern } from '../../src/firestore/triggers/document-pattern.ts';

describe('matchesDocumentPattern', () => {
  it('matches one segment per {wildcard}', () => {
    expect(matchesDocumentPattern('bookings/{id}', 'bookings/abc')).toBe(true);
    expect(matchesDocumentPattern('bookings/{id}', 'services/abc')).toBe(false);
    expect(matchesDocumentPattern('bookings/{id}', 'bookings/abc/notes/n1')).toBe(false);
  });
  it('matches subcollection documents segment by segment', () => {
    expect(
      matchesDocumentPattern('profiles/{uid}/client_notes/{noteId}', 'profiles/u1/client_notes/n1'),
    ).toBe(true);
    expect(
      matchesDocumentPattern('profiles/{uid}/client_notes/{noteId}', 'profiles/u1/client_photos/p1'),
    ).toBe(false);
  });
  it('lets {name=**} take any number of segments', () => {
    expect(matchesDocumentPattern('profiles/{rest=**}', 'profiles/u1')).toBe(true);
    expect(matchesDocumentPattern('profiles/{rest=**}', 'profiles/u1/client_notes/n1')).toBe(true);
    expect(matchesDocumentPattern('{all=**}/client_notes/{id}', 'profiles/u1/client_notes/n1')).toBe(true);
    expect(matchesDocumentPattern('profiles/{rest=**}', 'bookings/b1')).toBe(false);
  });
  it('matches literal paths exactly', () => {
    expect(matchesDocumentPattern('settings/blog_section_enabled', 'settings/blog_section_enabled')).toBe(
      true,
    );
    expect(matchesDocumentPattern('settings/blog_section_enabled', 'settings/other')).toBe(false);
  });
});
