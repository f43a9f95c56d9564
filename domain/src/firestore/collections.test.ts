import { describe, expect, it } from 'vitest';
import { clientNotesPath, clientPhotosPath, collections } from './collections.ts';
import { documentSchemas } from './schemas.ts';

describe('collections', () => {
  it('names every collection once', () => {
    const paths = Object.values(collections);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('has a schema for every collection', () => {
    for (const name of Object.keys(collections)) expect(documentSchemas).toHaveProperty(name);
  });
  it('builds the client subcollection paths', () => {
    expect(clientPhotosPath('abc')).toBe('profiles/abc/client_photos');
    expect(clientNotesPath('abc')).toBe('profiles/abc/client_notes');
  });
  it('refuses an empty id or one with a slash', () => {
    expect(() => clientNotesPath('')).toThrow();
    expect(() => clientPhotosPath('a/b')).toThrow();
  });
});
