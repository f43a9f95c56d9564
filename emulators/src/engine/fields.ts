// Reading and copy-on-write updating of nested fields. Stored field objects are never mutated, so a
// document version handed out (to a reader, the change feed, history) stays as it was.
import type { Fields, Value } from './values.ts';

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  let value: Value | undefined;
  for (let i = 0; i < segments.length; i++) {
    if (current === undefined) return undefined;
    value = current[segments[i] as string];
    if (value === undefined) return undefined;
    current = i < segments.length - 1 ? value.map_value?.fields : undefined;
    if (i < segments.length - 1 && current === undefined) return undefined;
  }
  return value;
}

/** A copy of `fields` with the value at `segments` set, creating (or replacing non-map) parents. */
export function setField(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head]?.map_value?.fields ?? {};
  return { ...fields, [head]: { map_value: { fields: setField(child, rest, value) } } };
}

/** A copy of `fields` without the value at `segments` (unchanged object if it was absent). */
export function deleteField(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (!(head in fields)) return fields;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = fields;
    return others;
  }
  const child = fields[head]?.map_value?.fields;
  if (child === undefined) return fields;
  const updated = deleteField(child, rest);
  if (updated === child) return fields;
  return { ...fields, [head]: { map_value: { fields: updated } } };
}

/** Only the given field paths (a projection / document mask). */
export function projectFields(fields: Fields, paths: readonly (readonly string[])[]): Fields {
  let out: Fields = {};
  for (const segments of paths) {
    const value = getField(fields, segments);
    if (value !== undefined) out = mergeInto(out, segments, value);
  }
  return out;
}

function mergeInto(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head]?.map_value?.fields ?? {};
  return { ...fields, [head]: { map_value: { fields: mergeInto(child, rest, value) } } };
}
