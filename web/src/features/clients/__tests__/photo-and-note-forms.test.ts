import { validationMessages } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { noteFormSchema, noteMessages } from '../utils/note-form.ts';
import { maxPhotoBytes, photoFormSchema, photoMessages } from '../utils/photo-form.ts';

const image = { name: 'nails.png', type: 'image/png', size: 2048 };
const input = { file: image, photo_type: 'after', notes: '  ', tags: ' almond, , chrome ,' };

describe('the photo upload form', () => {
  it('accepts an image with its type, blank notes as null and trimmed tags', () => {
    expect(photoFormSchema.parse(input)).toEqual({
      file: image,
      photo_type: 'after',
      notes: null,
      tags: ['almond', 'chrome'],
    });
  });

  it('requires a file', () => {
    expect(validationMessages(photoFormSchema, { ...input, file: null })).toEqual([
      photoMessages.fileRequired,
    ]);
  });

  it('takes images only, of at most 10 MiB', () => {
    expect(
      validationMessages(photoFormSchema, { ...input, file: { ...image, type: 'application/pdf' } }),
    ).toEqual([photoMessages.notImage]);
    expect(
      validationMessages(photoFormSchema, { ...input, file: { ...image, size: maxPhotoBytes } }),
    ).toEqual([]);
    expect(
      validationMessages(photoFormSchema, { ...input, file: { ...image, size: maxPhotoBytes + 1 } }),
    ).toEqual([photoMessages.tooLarge]);
  });

  it('refuses an unknown photo type and reports it beside other problems', () => {
    const problems = validationMessages(photoFormSchema, { ...input, file: null, photo_type: 'selfie' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(photoMessages.fileRequired);
  });
});

describe('the note form', () => {
  it('does not save a blank note', () => {
    expect(validationMessages(noteFormSchema, { note: '   \n ', note_type: 'general' })).toEqual([
      noteMessages.empty,
    ]);
  });

  it('keeps the trimmed text and the type', () => {
    expect(noteFormSchema.parse({ note: ' Prefers mornings ', note_type: 'preference' })).toEqual({
      note: 'Prefers mornings',
      note_type: 'preference',
    });
  });
});
