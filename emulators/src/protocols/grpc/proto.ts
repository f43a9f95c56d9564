// The google.firestore.v1.Firestore service, loaded from the official .proto files that ship in
// @google-cloud/firestore (never hand-copied).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadPackageDefinition } from '@grpc/grpc-js';
import { fromJSON, type Options } from '@grpc/proto-loader';
import protobuf from 'protobufjs';

/** The object shape the engine speaks (see engine/index.ts). */
export const LOADER_OPTIONS: Options = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: false,
  oneofs: true,
};

function protosDir(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@google-cloud/firestore/package.json');
  return join(dirname(packageJson), 'build', 'protos');
}

let cached: ServiceDefinition | undefined;

export function firestoreService(): ServiceDefinition {
  if (cached) return cached;
  const dir = protosDir();
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => join(dir, target);
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: true });
  addVerifyWrite(root);
  const definition = fromJSON(root.toJSON(), LOADER_OPTIONS);
  const loaded = loadPackageDefinition(definition) as unknown as {
    google: { firestore: { v1: { Firestore: { service: ServiceDefinition } } } };
  };
  cached = loaded.google.firestore.v1.Firestore.service;
  return cached;
}

/** The web SDK's transactions send `Write.verify` (field 5, a document name to check a precondition
 * on). The service accepts it, but the published write.proto omits it, so protobuf would drop it
 * silently; declare it in the loaded schema so it reaches the engine. */
function addVerifyWrite(root: protobuf.Root): void {
  const write = root.lookupType('google.firestore.v1.Write');
  if (write.fields.verify) return;
  const verify = new protobuf.Field('verify', 5, 'string');
  write.add(verify);
  write.oneofs?.operation?.add(verify);
}
