// npm run migrate:staff-id -- [--dry-run] [--owner <uid>]
// One-off migration for issue 31: every booking stored before bookings named their member gets
// staff_id = the owner's uid, which is how the app already reads them (bookingStaffId). By
// default the owner is the one the app reads them as (domain bookingsOwnerUid: the first owner
// by uid); --owner names another. Pages through the bookings by id in batches; a booking that has
// a staff_id is left alone, so running it twice changes nothing. --dry-run counts only.
// Against the emulator when FIRESTORE_EMULATOR_HOST is set (project demo-nail-studio unless
// GCLOUD_PROJECT says otherwise); otherwise the real project with application-default credentials.
import { bookingsOwnerUid, collections, staffRoles, userRoleSchema } from '@studio/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

export interface MigrationReport {
  ownerUid: string;
  /** Bookings read. */
  scanned: number;
  /** Bookings without a member: updated, or that would be on a dry run. */
  missing: number;
  updated: number;
}

/** The owner older bookings belong to, as the app reads them. */
export async function defaultOwnerUid(db: Firestore): Promise<string> {
  const roles = await db
    .collection(collections.userRoles)
    .where('role', 'in', [...staffRoles])
    .get();
  const staff = roles.docs.flatMap((doc) => {
    const parsed = userRoleSchema.safeParse(doc.data());
    return parsed.success ? [{ uid: doc.id, role: parsed.data.role }] : [];
  });
  const owner = bookingsOwnerUid(staff);
  if (owner === null) throw new Error('The studio has no owner in user_roles; pass --owner <uid>.');
  return owner;
}

export async function migrateStaffId(
  db: Firestore,
  options: { ownerUid: string; dryRun: boolean; batchSize?: number },
): Promise<MigrationReport> {
  const size = options.batchSize ?? 400;
  const report: MigrationReport = { ownerUid: options.ownerUid, scanned: 0, missing: 0, updated: 0 };
  let after: string | null = null;
  for (;;) {
    let page = db.collection(collections.bookings).orderBy(FieldPath.documentId()).limit(size);
    if (after !== null) page = page.startAfter(after);
    const docs = (await page.get()).docs;
    if (docs.length === 0) break;
    report.scanned += docs.length;
    const missing = docs.filter(
      (doc) => typeof doc.get('staff_id') !== 'string' || doc.get('staff_id') === '',
    );
    report.missing += missing.length;
    if (!options.dryRun && missing.length > 0) {
      const batch = db.batch();
      for (const doc of missing) batch.update(doc.ref, { staff_id: options.ownerUid });
      await batch.commit();
      report.updated += missing.length;
    }
    after = docs[docs.length - 1]?.id ?? null;
    if (docs.length < size) break;
  }
  return report;
}

async function main(args: string[]) {
  const dryRun = args.includes('--dry-run');
  const ownerAt = args.indexOf('--owner');
  const named = ownerAt >= 0 ? args[ownerAt + 1] : undefined;
  if (ownerAt >= 0 && !named) throw new Error('Usage: migrate-staff-id [--dry-run] [--owner <uid>]');
  const emulated = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const projectId =
    process.env.GCLOUD_PROJECT ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    (emulated ? 'demo-nail-studio' : undefined);
  const { applicationDefault, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = emulated
    ? initializeApp({ projectId })
    : initializeApp({ credential: applicationDefault(), projectId });
  const db = getFirestore(app);
  const ownerUid = named ?? (await defaultOwnerUid(db));
  const report = await migrateStaffId(db, { ownerUid, dryRun });
  console.log(
    `${report.scanned} bookings read; ${report.missing} without a member${
      dryRun ? ' (dry run: nothing written)' : `, ${report.updated} given staff_id ${ownerUid}`
    }.`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
