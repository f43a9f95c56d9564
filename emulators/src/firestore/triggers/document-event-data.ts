// Encodes the protobuf payload of Firestore CloudEvents (google.events.cloud.firestore.v1.DocumentEventData)
// exactly as production delivers it to firebase-functions v2 handlers.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';

const require = createRequire(import.meta.url);
const protosDir = join(dirname(require.resolve('@google-cloud/firestore/package.json')), 'build/protos');

/** A Firestore document in the gRPC object shape (keepCase: name, fields, create_time, update_time). */
export type EventDocument = Record<string, unknown>;

export interface DocumentEventData {
  value?: EventDocument;
  oldValue?: EventDocument;
  updateMask?: { fieldPaths: string[] };
}

let eventDataType: protobuf.Type | undefined;

/**
 * The event message wraps the Firestore API's own Document and DocumentMask: fields 1, 2 and 3
 * of google/events/cloud/firestore/v1/data.proto, whose Document and DocumentMask share the wire
 * format of google.firestore.v1's. Building it on the official Firestore protos keeps every value
 * type encoded by the same definitions the emulator serves.
 */
function loadEventDataType(): protobuf.Type {
  if (eventDataType) return eventDataType;
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => join(protosDir, target);
  root.loadSync(['google/firestore/v1/document.proto', 'google/firestore/v1/common.proto'], {
    keepCase: true,
  });
  const type = new protobuf.Type('DocumentEventData')
    .add(new protobuf.Field('value', 1, '.google.firestore.v1.Document'))
    .add(new protobuf.Field('old_value', 2, '.google.firestore.v1.Document'))
    .add(new protobuf.Field('update_mask', 3, '.google.firestore.v1.DocumentMask'));
  root.define('google.events.cloud.firestore.v1').add(type);
  root.resolveAll();
  eventDataType = type;
  return type;
}

export function encodeDocumentEventData(data: DocumentEventData): Uint8Array {
  const type = loadEventDataType();
  const message = type.fromObject({
    value: data.value,
    old_value: data.oldValue,
    update_mask: data.updateMask ? { field_paths: data.updateMask.fieldPaths } : undefined,
  });
  return type.encode(message).finish();
}

export function decodeDocumentEventData(bytes: Uint8Array): Record<string, unknown> {
  const type = loadEventDataType();
  return type.toObject(type.decode(bytes), { longs: String, enums: String, bytes: Buffer });
}
