// The official Firestore v1 protos, loaded once with protobufjs reflection (keepCase, as
// @grpc/proto-loader loads them for the gRPC service), so that the REST and WebChannel adapters map
// exactly the messages the gRPC side sees instead of hand-copied definitions.
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import protobuf from 'protobufjs';

const require = createRequire(import.meta.url);

/** The folder holding `google/firestore/v1/*.proto` and the google/* imports beside them. */
export function firestoreProtosDir(): string {
  const pkg = require.resolve('@google-cloud/firestore/package.json');
  return join(dirname(pkg), 'build', 'protos');
}

let cached: protobuf.Root | undefined;

export function firestoreRoot(): protobuf.Root {
  if (cached) return cached;
  const dir = firestoreProtosDir();
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (isAbsolute(target) ? target : join(dir, target));
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: true });
  root.loadSync('google/rpc/status.proto', { keepCase: true });
  root.resolveAll();
  cached = root;
  return root;
}

export function firestoreService(): protobuf.Service {
  return firestoreRoot().lookupService('google.firestore.v1.Firestore');
}

export function lookupMessage(fullName: string): protobuf.Type {
  return firestoreRoot().lookupType(fullName);
}
