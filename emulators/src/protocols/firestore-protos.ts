// The official Firestore v1 protos, loaded once with protobufjs reflection (keepCase, as
// @grpc/proto-loader loads them), never hand-copied: the gRPC service is built from this schema,
// and the REST and WebChannel adapters map exactly its messages.
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
  addVerifyWrite(root);
  root.resolveAll();
  cached = root;
  return root;
}

/** The web SDK's transactions send `Write.verify` (field 5: a document whose precondition is checked
 * without writing it). The service accepts it but the published write.proto omits it, so protobuf
 * would drop it silently and the JSON mapping would not know it; declare it in the schema. */
function addVerifyWrite(root: protobuf.Root): void {
  const write = root.lookupType('google.firestore.v1.Write');
  if (write.fields.verify) return;
  const verify = new protobuf.Field('verify', 5, 'string');
  write.add(verify);
  write.oneofs?.operation?.add(verify);
}

export function firestoreService(): protobuf.Service {
  return firestoreRoot().lookupService('google.firestore.v1.Firestore');
}

export function lookupMessage(fullName: string): protobuf.Type {
  return firestoreRoot().lookupType(fullName);
}
