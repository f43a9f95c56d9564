/**
 * Which sources fill a minified file: its source map's mappings decoded (Base64 VLQ, source map
 * v3), each generated span counted for the source it maps to. Small enough to keep here rather
 * than depend on a source-map library for one loop.
 */

interface RawSourceMap {
  sources: (string | null)[];
  mappings: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, value) => [char, value]));

/** One segment's fields ("AAAA" → [0, 0, 0, 0]). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const d = digit.get(char);
    if (d === undefined) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (d & 31) << shift;
    if (d & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Characters of generated code per source ('(unmapped)' for code mapped to no source). */
export function sourceSpans(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const spans = new Map<string, number>();
  const add = (source: string, length: number) => spans.set(source, (spans.get(source) ?? 0) + length);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let column = 0;
    let covered = 0;
    const segments = lineMappings === '' ? [] : lineMappings.split(',').map(decodeVlq);
    const starts: { column: number; source: string }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        starts.push({ column, source: map.sources[sourceIndex] ?? '(unmapped)' });
      } else starts.push({ column, source: '(unmapped)' });
    }
    starts.forEach((start, i) => {
      const end = Math.min(starts[i + 1]?.column ?? lineLength, lineLength);
      if (end > start.column) {
        add(start.source, end - start.column);
        covered += end - start.column;
      }
    });
    if (lineLength > covered) add('(unmapped)', lineLength - covered);
  });
  return spans;
}

/** node_modules/@scope/pkg/… → @scope/pkg; our own files → their workspace folder (web/src/app…). */
export function packageOfSource(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  if (source === '(unmapped)') return source;
  const own = /(?:^|\/)(web\/src\/[^/]+|domain\/src)\//.exec(source);
  return own?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}
