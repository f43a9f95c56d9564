// Finds the allow statements that apply to a request path. A match block applies to the segments its
// pattern consumes; its allows apply when the whole path is consumed, its nested blocks continue
// from there. `{name=**}` takes zero or more segments in version 2, one or more in version 1.

import type { AllowDecl, AllowMethod, MatchBlock, PatternSegment } from './ast.ts';
import { Frame } from './evaluator.ts';
import { RPath, RUnbound, type Value } from './values.ts';

/** Stands for the document of a list request: any id, but no particular one. */
export const LIST_DOCUMENT = '\u0000list';
/** Stands for "any parent path" in a collection-group query: only a {name=**} may take it. */
export const ANY_PARENT = '\u0000any';

export interface ApplicableAllow {
  allow: AllowDecl;
  frame: Frame;
}

type Bindings = [string, Value | RUnbound][];

export const METHOD_GROUPS: Record<string, AllowMethod[]> = {
  get: ['get', 'read'],
  list: ['list', 'read'],
  create: ['create', 'write'],
  update: ['update', 'write'],
  delete: ['delete', 'write'],
};

export function applicableAllows(
  blocks: readonly MatchBlock[],
  segments: readonly string[],
  method: string,
  version: '1' | '2',
  root: Frame,
): ApplicableAllow[] {
  const wanted = METHOD_GROUPS[method] ?? [];
  const found: ApplicableAllow[] = [];
  const visit = (block: MatchBlock, from: number, parent: Frame) => {
    for (const [end, bindings] of matchPattern(block.pattern, segments, from, version)) {
      const frame = blockFrame(block, parent, bindings);
      if (end === segments.length) {
        for (const allow of block.allows) {
          if (allow.methods.some((m) => wanted.includes(m))) found.push({ allow, frame });
        }
      }
      for (const child of block.matches) visit(child, end, frame);
    }
  };
  for (const block of blocks) visit(block, 0, root);
  return found;
}

function blockFrame(block: MatchBlock, parent: Frame, bindings: Bindings): Frame {
  const frame = new Frame(parent, new Map(bindings));
  for (const decl of block.functions) frame.functions.set(decl.name, { decl, frame });
  return frame;
}

/** Every way `pattern` can consume segments[from..end), with the wildcard bindings of each. Plain
 * recursion into one result array: this runs for every rule evaluation, once per document of a
 * judged query, and generators cost more than the matching itself. */
function matchPattern(
  pattern: readonly PatternSegment[],
  segments: readonly string[],
  from: number,
  version: '1' | '2',
): [number, Bindings][] {
  const results: [number, Bindings][] = [];
  const step = (i: number, at: number, bindings: Bindings): void => {
    if (i === pattern.length) {
      results.push([at, bindings]);
      return;
    }
    const part = pattern[i] as PatternSegment;
    if (part.kind === 'recursive') {
      const min = version === '1' ? 1 : 0;
      for (let end = at + min; end <= segments.length; end++) {
        const taken = segments.slice(at, end);
        const value = taken.includes(LIST_DOCUMENT)
          ? new RPath(taken.filter((s) => s !== LIST_DOCUMENT && s !== ANY_PARENT))
          : new RPath(taken.filter((s) => s !== ANY_PARENT));
        step(i + 1, end, [...bindings, [part.name, value]]);
      }
      return;
    }
    const segment = segments[at];
    if (segment === undefined || segment === ANY_PARENT) return;
    if (part.kind === 'literal') {
      if (segment === part.text) step(i + 1, at + 1, bindings);
      return;
    }
    const value = segment === LIST_DOCUMENT ? new RUnbound(part.name) : segment;
    step(i + 1, at + 1, [...bindings, [part.name, value]]);
  };
  step(0, from, []);
  return results;
}
