// Documents as the rules engine reads them: its contract (rules/api.ts FirestoreValue) is the
// camelCase JSON shape (integerValue, mapValue…), while the engine stores gRPC's snake_case, so
// values are converted here, at the authorization point; payloads inside them stay unchanged.
import type { RulesDocument } from '../rules/api.ts';
import type { StoredDocument } from './store.ts';
import { type Fields, kindOf, type Value } from './values.ts';

const CAMEL: Record<string, string> = {
  null_value: 'nullValue',
  boolean_value: 'booleanValue',
  integer_value: 'integerValue',
  double_value: 'doubleValue',
  timestamp_value: 'timestampValue',
  string_value: 'stringValue',
  bytes_value: 'bytesValue',
  reference_value: 'referenceValue',
  geo_point_value: 'geoPointValue',
  array_value: 'arrayValue',
  map_value: 'mapValue',
};

export function rulesValue(value: Value): Record<string, unknown> {
  const kind = kindOf(value);
  // Already in the rules engine's shape (camelCase): leave it, so converting twice is harmless.
  if (kind === undefined) return value;
  if (kind === 'array_value')
    return { arrayValue: { values: (value.array_value?.values ?? []).map(rulesValue) } };
  if (kind === 'map_value') return { mapValue: { fields: rulesFields(value.map_value?.fields ?? {}) } };
  return { [CAMEL[kind] as string]: value[kind] };
}

export function rulesFields(fields: Fields): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const key in fields) out[key] = rulesValue(fields[key] as Value);
  return out;
}

export function toRulesDocument(doc: StoredDocument | null): RulesDocument | null {
  return doc ? { name: doc.name, fields: rulesFields(doc.fields) } : null;
}

/** Any document given to the authorization point, stored shape or already converted. */
export function asRulesDocument(doc: RulesDocument | null | undefined): RulesDocument | null {
  return doc ? { name: doc.name, fields: rulesFields(doc.fields as Fields) } : null;
}
