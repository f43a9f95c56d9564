import { profileEditableFields, profileSchema } from '@studio/domain';
import type { LeftOutDocument } from '../../../hooks/use-checked-collection.ts';

type EditableField = (typeof profileEditableFields)[number];

/**
 * The write that puts a profile's failing editable fields back to their defaults (a preferences
 * set to null becomes the empty preferences), or null when a failing field is not one staff may
 * write (e-mail, created_at, the derived fields are the functions').
 */
export function profileRepair(leftOut: LeftOutDocument): Record<string, unknown> | null {
  const fields = new Set(leftOut.problem.issues.map((issue) => String(issue.path[0] ?? '')));
  const editable = profileEditableFields as readonly string[];
  if (fields.size === 0 || [...fields].some((field) => !editable.includes(field))) return null;
  const update: Record<string, unknown> = {};
  for (const field of fields as Set<EditableField>)
    update[field] = profileSchema.shape[field].parse(undefined);
  return update;
}
