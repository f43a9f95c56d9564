// Load-time type inference, conservative on purpose: a type is only known for literals, builtins
// and method results; everything that comes from data (request, resource, variables) is `any`. A
// mistake that is certain to fail at every evaluation (`'a' + 1`, `'x'.lenght()`, a condition that
// is a string) is reported with its line and column instead of silently denying.

import type { Expr, Position } from './ast.ts';
import { scalarTypeName } from './values.ts';

export type StaticType =
  | 'any'
  | 'bool'
  | 'int'
  | 'float'
  | 'string'
  | 'bytes'
  | 'null'
  | 'list'
  | 'map'
  | 'set'
  | 'map_diff'
  | 'timestamp'
  | 'duration'
  | 'latlng'
  | 'path';

export interface TypeIssue extends Position {
  description: string;
}

const METHOD_RESULTS: Partial<Record<StaticType, Record<string, StaticType>>> = {
  string: {
    size: 'int',
    lower: 'string',
    upper: 'string',
    trim: 'string',
    matches: 'bool',
    split: 'list',
    replace: 'string',
    toUtf8: 'bytes',
  },
  bytes: { size: 'int', toBase64: 'string', toHexString: 'string' },
  list: {
    size: 'int',
    hasAll: 'bool',
    hasAny: 'bool',
    hasOnly: 'bool',
    concat: 'list',
    join: 'string',
    removeAll: 'list',
    toSet: 'set',
  },
  set: {
    size: 'int',
    hasAll: 'bool',
    hasAny: 'bool',
    hasOnly: 'bool',
    union: 'set',
    intersection: 'set',
    difference: 'set',
  },
  map: { size: 'int', keys: 'list', values: 'list', get: 'any', diff: 'map_diff' },
  map_diff: {
    addedKeys: 'set',
    removedKeys: 'set',
    changedKeys: 'set',
    unchangedKeys: 'set',
    affectedKeys: 'set',
  },
  timestamp: {
    date: 'timestamp',
    year: 'int',
    month: 'int',
    day: 'int',
    dayOfWeek: 'int',
    dayOfYear: 'int',
    hours: 'int',
    minutes: 'int',
    seconds: 'int',
    nanos: 'int',
    time: 'duration',
    toMillis: 'int',
  },
  duration: { seconds: 'int', nanos: 'int' },
  latlng: { latitude: 'float', longitude: 'float', distance: 'float' },
  path: { size: 'int', bind: 'path' },
};

const NAMESPACE_RESULTS: Record<string, Record<string, StaticType>> = {
  math: {
    abs: 'any',
    ceil: 'int',
    floor: 'int',
    round: 'int',
    sqrt: 'float',
    pow: 'float',
    isInfinite: 'bool',
    isNaN: 'bool',
  },
  hashing: { crc32: 'bytes', crc32c: 'bytes', md5: 'bytes', sha256: 'bytes' },
  duration: { value: 'duration', time: 'duration', abs: 'duration' },
  timestamp: { value: 'timestamp', date: 'timestamp' },
  latlng: { value: 'latlng' },
  firestore: { get: 'any', exists: 'bool' },
};

const GLOBAL_RESULTS: Record<string, StaticType> = {
  int: 'int',
  float: 'float',
  string: 'string',
  path: 'path',
  exists: 'bool',
  existsAfter: 'bool',
};

const ORDERED = new Set<StaticType>([
  'int',
  'float',
  'string',
  'timestamp',
  'duration',
  'bytes',
  'bool',
  'list',
]);
const CONTAINERS = new Set<StaticType>(['list', 'set', 'map', 'path']);

function numeric(t: StaticType): boolean {
  return t === 'int' || t === 'float';
}

/** Infers expression types; `isNamespace` tells whether an identifier names a builtin namespace here. */
export class TypeInference {
  readonly issues: TypeIssue[] = [];
  private readonly isNamespace: (name: string) => boolean;

  constructor(isNamespace: (name: string) => boolean) {
    this.isNamespace = isNamespace;
  }

  /** Checks a condition that must be a bool. */
  condition(e: Expr): void {
    const t = this.infer(e);
    if (t !== 'any' && t !== 'bool') this.report(e, `A condition must be a bool, not ${t}.`);
  }

  infer(e: Expr): StaticType {
    switch (e.kind) {
      case 'literal':
        return scalarTypeName(e.value) ?? 'any';
      case 'list':
        for (const item of e.items) this.infer(item);
        return 'list';
      case 'map':
        for (const entry of e.entries) {
          const key = this.infer(entry.key);
          if (key !== 'any' && key !== 'string')
            this.report(entry.key, `Map keys must be strings, not ${key}.`);
          this.infer(entry.value);
        }
        return 'map';
      case 'path':
        for (const part of e.parts) if (typeof part !== 'string') this.infer(part);
        return 'path';
      case 'ident':
        return 'any';
      case 'member': {
        if (e.object.kind === 'ident' && this.isNamespace(e.object.name)) return 'any';
        const object = this.infer(e.object);
        if (object !== 'any' && object !== 'map' && object !== 'null')
          this.report(e, `Property ${e.name} is undefined on ${object}.`);
        return 'any';
      }
      case 'index':
        this.infer(e.object);
        this.infer(e.index);
        return 'any';
      case 'range': {
        const object = this.infer(e.object);
        this.infer(e.from);
        this.infer(e.to);
        return object === 'list' || object === 'string' || object === 'path' ? object : 'any';
      }
      case 'call':
        return this.call(e);
      case 'unary':
        return this.unary(e.op, e.operand, e);
      case 'binary':
        return this.binary(e);
      case 'ternary': {
        const test = this.infer(e.test);
        if (test !== 'any' && test !== 'bool')
          this.report(e.test, `A ternary condition must be a bool, not ${test}.`);
        const a = this.infer(e.then);
        const b = this.infer(e.otherwise);
        return a === b ? a : 'any';
      }
      case 'is':
        this.infer(e.operand);
        return 'bool';
    }
  }

  private call(e: Expr & { kind: 'call' }): StaticType {
    for (const arg of e.args) this.infer(arg);
    const callee = e.callee;
    if (callee.kind === 'ident') {
      if (callee.name === 'debug') return e.args[0] ? this.infer(e.args[0]) : 'any';
      return GLOBAL_RESULTS[callee.name] ?? 'any';
    }
    if (callee.kind !== 'member') return 'any';
    if (callee.object.kind === 'ident' && this.isNamespace(callee.object.name))
      return NAMESPACE_RESULTS[callee.object.name]?.[callee.name] ?? 'any';
    const object = this.infer(callee.object);
    if (object === 'any') return 'any';
    const methods = METHOD_RESULTS[object];
    const result = methods && Object.hasOwn(methods, callee.name) ? methods[callee.name] : undefined;
    if (!result) {
      this.report(callee, `Unknown method '${callee.name}' on ${object}.`);
      return 'any';
    }
    return result;
  }

  private unary(op: '!' | '-', operand: Expr, at: Expr): StaticType {
    const t = this.infer(operand);
    if (t === 'any') return op === '!' ? 'bool' : 'any';
    if (op === '!' && t !== 'bool') this.report(at, `Unsupported operation: !${t}.`);
    if (op === '-' && !numeric(t) && t !== 'duration') this.report(at, `Unsupported operation: -${t}.`);
    return op === '!' ? 'bool' : t;
  }

  private binary(e: Expr & { kind: 'binary' }): StaticType {
    const l = this.infer(e.left);
    const r = this.infer(e.right);
    const known = l !== 'any' && r !== 'any';
    const unsupported = () => this.report(e, `Unsupported operation: ${l} ${e.op} ${r}.`);
    switch (e.op) {
      case '==':
      case '!=':
        return 'bool';
      case '&&':
      case '||':
        if (l !== 'any' && l !== 'bool') this.report(e.left, `Operand of ${e.op} must be a bool, not ${l}.`);
        if (r !== 'any' && r !== 'bool') this.report(e.right, `Operand of ${e.op} must be a bool, not ${r}.`);
        return 'bool';
      case '<':
      case '<=':
      case '>':
      case '>=':
        if (known && !((numeric(l) && numeric(r)) || (l === r && ORDERED.has(l)))) unsupported();
        return 'bool';
      case 'in':
        if (r !== 'any' && !CONTAINERS.has(r)) unsupported();
        return 'bool';
      default:
        return known ? this.arithmetic(e.op, l, r, unsupported) : 'any';
    }
  }

  private arithmetic(op: string, l: StaticType, r: StaticType, unsupported: () => void): StaticType {
    if (numeric(l) && numeric(r)) return l === 'int' && r === 'int' ? 'int' : 'float';
    const pair = `${l} ${op} ${r}`;
    const results: Record<string, StaticType> = {
      'string + string': 'string',
      'list + list': 'list',
      'timestamp + duration': 'timestamp',
      'duration + timestamp': 'timestamp',
      'duration + duration': 'duration',
      'timestamp - duration': 'timestamp',
      'timestamp - timestamp': 'duration',
      'duration - duration': 'duration',
      'path / string': 'path',
      'path / path': 'path',
    };
    const result = results[pair];
    if (!result) unsupported();
    return result ?? 'any';
  }

  private report(at: Position, description: string): void {
    this.issues.push({ line: at.line, column: at.column, description });
  }
}
