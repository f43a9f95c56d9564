import { describe, expect, it } from 'vitest';
import { documentIdSchema, isUsableDocumentId } from './fields.ts';

describe('document ids Firestore takes', () => {
  it('takes uids and auto ids', () => {
    for (const id of ['client-ana', 'aB3dE5fG7hI9jK1lM3nO', '_x', '__x', 'x__', 'a'.repeat(128)])
      expect(isUsableDocumentId(id), id).toBe(true);
  });

  it('refuses reserved, relative, slashed, empty, long and non-string ids (a poison event)', () => {
    for (const id of ['__reserved__', '____', '.', '..', 'a/b', '', 'a'.repeat(129), 42, null, undefined])
      expect(isUsableDocumentId(id), String(id)).toBe(false);
    expect(documentIdSchema.safeParse('__reserved__').success).toBe(false);
  });
});
