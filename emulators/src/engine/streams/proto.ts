// Stored documents in the gRPC object shape. A commit's document is sent to every listener that
// follows it, so the shape is built once per stored version.
import type { StoredDocument } from '../store.ts';
import { toTimestamp } from '../time.ts';
import type { ProtoDocument } from './types.ts';

const cache = new WeakMap<StoredDocument, ProtoDocument>();

export function documentProto(doc: StoredDocument): ProtoDocument {
  let proto = cache.get(doc);
  if (!proto) {
    proto = {
      name: doc.name,
      fields: doc.fields,
      create_time: toTimestamp(doc.createTime),
      update_time: toTimestamp(doc.updateTime),
    };
    cache.set(doc, proto);
  }
  return proto;
}
