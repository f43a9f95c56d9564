// firebase-export-metadata.json: the file at the top of an emulator export that names each
// emulator's folder, as firebase-tools lays exports out (its --import reads it the same way).
// Firestore and Storage each record their own entry. Both read, merge and write the file
// synchronously, in one turn of the event loop, so the two services stopping at once (the CLI
// stops them together) never lose each other's entry.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const EXPORT_METADATA = 'firebase-export-metadata.json';
/** Our exports' version: their folders hold formats only these emulators read. */
export const EXPORT_VERSION = 'nail-studio-emulators';

type ExportedService = 'firestore' | 'storage';

function readMetadata(dir: string): Record<string, unknown> {
  const path = join(dir, EXPORT_METADATA);
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${path} is not an export's metadata file: ${(error as Error).message}`);
  }
}

/** Records that `service`'s export is in `entry.path` under `dir`. */
export function recordExport(
  dir: string,
  service: ExportedService,
  entry: { path: string } & Record<string, string>,
) {
  mkdirSync(dir, { recursive: true });
  const metadata = readMetadata(dir);
  metadata.version ??= EXPORT_VERSION;
  metadata[service] = { version: EXPORT_VERSION, ...entry };
  writeFileSync(join(dir, EXPORT_METADATA), `${JSON.stringify(metadata, null, 2)}\n`);
}

/** The folder under `dir` holding `service`'s export, if the export has one. */
export function exportedFolder(dir: string, service: ExportedService): string | undefined {
  const entry = readMetadata(dir)[service] as { path?: unknown } | undefined;
  return typeof entry?.path === 'string' ? join(dir, entry.path) : undefined;
}
