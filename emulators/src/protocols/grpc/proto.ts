// The google.firestore.v1.Firestore service, loaded from the official .proto files that ship in
// @google-cloud/firestore (never hand-copied).
import type { MethodDefinition, ServiceDefinition } from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { firestoreRoot } from '../firestore-protos.ts';

/** The object shape the engine speaks (see engine/index.ts): what @grpc/proto-loader produces with
 * { keepCase: true, longs: String, enums: String, defaults: false, oneofs: true }. */
export const CONVERSION: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  defaults: false,
  oneofs: true,
};

let cached: ServiceDefinition | undefined;

/** The service definition for grpc-js. Built directly from the protobufjs types, the same way
 * proto-loader does it (fromObject/encode, decode/toObject), without proto-loader's descriptor
 * generation, which costs a quarter of a second at every start. */
export function firestoreService(): ServiceDefinition {
  if (cached) return cached;
  const service = firestoreRoot().lookupService('google.firestore.v1.Firestore');
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
