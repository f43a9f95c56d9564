// The google.firestore.v1.Firestore service, loaded from the official .proto files that ship in
// @google-cloud/firestore (never hand-copied).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MethodDefinition, ServiceDefinition } from '@grpc/grpc-js';
import protobuf from 'protobufjs';

/** The object shape the engine speaks (see engine/index.ts): what @grpc/proto-loader produces with
 * { keepCase: true, longs: String, enums: String, defaults: false, oneofs: true }. */
export const CONVERSION: protobuf.IConversionOptions = {
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

/** The service definition for grpc-js. Built directly from the protobufjs types, the same way
 * proto-loader does it (fromObject/encode, decode/toObject), without proto-loader's descriptor
 * generation, which costs a quarter of a second at every start. */
export function firestoreService(): ServiceDefinition {
  if (cached) return cached;
  const dir = protosDir();
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => join(dir, target);
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: true });
  addVerifyWrite(root);
  root.resolveAll();
  const service = root.lookupService('google.firestore.v1.Firestore');
  const definition: Record<string, MethodDefinition<object, object>> = {};
  for (const method of service.methodsArray) {
    const request = method.resolvedRequestType as protobuf.Type;
    const response = method.resolvedResponseType as protobuf.Type;
    definition[method.name] = {
      path: `/google.firestore.v1.Firestore/${method.name}`,
      requestStream: Boolean(method.requestStream),
      responseStream: Boolean(method.responseStream),
      requestSerialize: serializer(request),
      requestDeserialize: deserializer(request),
      responseSerialize: serializer(response),
      responseDeserialize: deserializer(response),
      originalName: method.name.charAt(0).toLowerCase() + method.name.slice(1),
    };
  }
  cached = definition as ServiceDefinition;
  return cached;
}

function serializer(type: protobuf.Type): (value: object) => Buffer {
  return (value) => Buffer.from(type.encode(type.fromObject(value)).finish());
}

function deserializer(type: protobuf.Type): (bytes: Buffer) => object {
  return (bytes) => {
    // The plain Reader, not the Buffer one protobufjs picks for Buffers: that one silently cuts a
    // string that runs past the end of the message instead of refusing the message.
    const reader = new protobuf.Reader(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return type.toObject(type.decode(reader), CONVERSION);
  };
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
