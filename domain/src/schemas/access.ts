import { z } from 'zod';
import { roleSchema } from '../enums/roles.ts';
import { documentIdSchema } from './fields.ts';

/** user_roles/{uid}: one role per user; user_id repeats the document id so rules can compare. */
export const userRoleSchema = z.object({
  user_id: documentIdSchema,
  role: roleSchema,
});
export type UserRole = z.output<typeof userRoleSchema>;

/**
 * An account's uid as Firebase Auth and Firestore both accept it: 1–128 characters (Auth's
 * limit), no slash, not `.` or `..`, not `__…__` (Firestore reserves those document ids).
 */
export const accountIdSchema = documentIdSchema
  .max(128, 'A uid has at most 128 characters')
  .refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'Not a valid uid');

/** setUserRole's input: the account by uid, or by the e-mail it signs in with (staff screen). */
export const setUserRoleInputSchema = z.union([
  z.object({ uid: accountIdSchema, role: roleSchema }).strict(),
  z
    .object({ email: z.string().trim().toLowerCase().email('Not an e-mail address'), role: roleSchema })
    .strict(),
]);
export type SetUserRoleInput = z.output<typeof setUserRoleInputSchema>;
