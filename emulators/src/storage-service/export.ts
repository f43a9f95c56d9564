// Storage's part of an emulator export: `--import DIR` starts from DIR's Storage export (named in
// its firebase-export-metadata.json), `--export-on-exit DIR` writes one at stop, beside
// Firestore's. The folder holds our own record format, which only this emulator reads.
import { join } from 'node:path';
import { exportedFolder, recordExport } from '../export-metadata.ts';
import type { Persistence } from '../storage/persistence.ts';

const EXPORT_FOLDER = 'storage_export';

/** Replaces the stored objects with DIR's Storage export; leaves them when DIR has none. */
export async function importStorage(dir: string, persistence: Persistence, log: (line: string) => void) {
  const folder = exportedFolder(dir, 'storage');
  if (!folder) {
    log(`No Storage export in ${dir}; starting with what is stored.`);
    return;
  }
  await persistence.importFrom(folder);
}

export async function exportStorage(dir: string, persistence: Persistence, log: (line: string) => void) {
  const count = await persistence.exportTo(join(dir, EXPORT_FOLDER));
  recordExport(dir, 'storage', { path: EXPORT_FOLDER });
  log(`Exported ${count} Storage objects to ${dir}.`);
}
