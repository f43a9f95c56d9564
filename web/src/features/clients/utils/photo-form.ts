import { isImageFile, parseTags, photoTypeSchema } from '@studio/domain';
import { z } from 'zod';

/** storage.rules accept client photos up to 10 MiB. */
export const maxPhotoBytes = 10 * 1024 * 1024;

export const photoMessages = {
  fileRequired: 'Choose a photo to upload',
  notImage: 'Only image files can be uploaded',
  tooLarge: 'The photo must be at most 10 MB',
} as const;

/** The part of a File the checks read (a File in the browser, a plain object in tests). */
export interface PhotoFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The Photos tab's upload form (spec §2, §5): a file is required, images only, at most 10 MiB;
 * tags typed comma-separated. Limits match firestore.rules for client_photos.
 */
export const photoFormSchema = z.object({
  file: z
    .custom<PhotoFile | null>()
    .refine((file) => file != null, photoMessages.fileRequired)
    .refine((file) => file == null || isImageFile(file), photoMessages.notImage)
    .refine((file) => file == null || file.size <= maxPhotoBytes, photoMessages.tooLarge),
  photo_type: photoTypeSchema,
  notes: z
    .string()
    .trim()
    .max(1000, 'Photo notes must be at most 1000 characters')
    .transform((notes) => notes || null),
  tags: z
    .string()
    .transform(parseTags)
    .pipe(
      z
        .array(z.string().max(50, 'Each tag must be at most 50 characters'))
        .max(20, 'At most 20 tags per photo'),
    ),
});
export type PhotoFormInput = z.input<typeof photoFormSchema>;
