// Stored documents as google.firestore.v1.Document objects.
import { projectFields } from './fields.ts';
import type { StoredDocument } from './store.ts';
import { toTimestamp } from './time.ts';
import type { Fields } from './values.ts';

export interface DocumentProto {
  name: string;
  fields: Fields;
  create_time?: { seconds: string; nanos: number };
  update_time?: { seconds: string; nanos: number };
}

/** The wire form of a stored document, limited to `mask` when given. Field objects are shared, not
 * copied: stored values are never mutated. */
export function toDocumentProto(
  doc: StoredDocument,
  mask?: readonly (readonly string[])[] | null,
): DocumentProto {
  return {
    name: doc.name,
    fields: mask ? projectFields(doc.fields, mask) : doc.fields,
    create_time: toTimestamp(doc.createTime),
    update_time: toTimestamp(doc.updateTime),
  };
}
