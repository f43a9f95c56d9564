import { noteTypeSchema } from '@studio/domain';
import { z } from 'zod';

export const noteMessages = { empty: 'Write a note before adding it' } as const;

/** The Notes tab's form: blank notes are not saved (spec §5); the rules cap a note at 5000. */
export const noteFormSchema = z.object({
  note: z.string().trim().min(1, noteMessages.empty).max(5000, 'A note must be at most 5000 characters'),
  note_type: noteTypeSchema,
});
export type NoteFormInput = z.input<typeof noteFormSchema>;
