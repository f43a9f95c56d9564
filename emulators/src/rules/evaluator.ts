// Evaluates expressions. Every error is a RulesError; `&&` and `||` tolerate an error on one side
// when the other side alone decides the result, as the reference documents.

import type { Expr, FunctionDecl } from './ast.ts';
import { callMethod, conversions, namespaceFunction } from './methods.ts';
import * as ops from './operators.ts';
import {
  describe,
  isType,
  RNamespace,
  RPartialMap,
  RPath,
  RUnbound,
  RulesError,
  typeName,
  type Value,
} from './values.ts';

/** Calls depth limit: the reference allows a call stack of 20 functions. */
export const MAX_CALL_DEPTH = 20;

export interface FunctionEntry {
  decl: FunctionDecl;
  /** The frame of the match block that declares the function (its wildcards are in scope). */
  frame: Frame;
}

/** A `let` binding: evaluated on first use, then remembered, so an unused binding cannot fail. */
class LetBinding {
  private readonly expr: Expr;
  private readonly frame: Frame;
  private readonly ctx: EvalContext;
  private value: Promise<Value> | null = null;
  constructor(expr: Expr, frame: Frame, ctx: EvalContext) {
    this.expr = expr;
    this.frame = frame;
    this.ctx = ctx;
  }
  get(): Promise<Value> {
    this.value ??= evaluate(this.expr, this.frame, this.ctx);
    return this.value;
  }
}

type Binding = Value | RUnbound | LetBinding;

export class Frame {
  readonly vars: Map<string, Binding>;
  readonly functions: Map<string, FunctionEntry>;
  readonly parent: Frame | null;

  constructor(parent: Frame | null, vars = new Map<string, Binding>()) {
    this.parent = parent;
    this.vars = vars;
    this.functions = new Map();
  }

  lookup(name: string): Binding | undefined {
    for (let f: Frame | null = this; f; f = f.parent) {
      const v = f.vars.get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  findFunction(name: string): FunctionEntry | undefined {
    for (let f: Frame | null = this; f; f = f.parent) {
      const entry = f.functions.get(name);
      if (entry) return entry;
    }
    return undefined;
  }
}

/** What evaluation needs from the request beyond variables: document reads and a debug sink. */
export interface EvalContext {
  depth: number;
  /** get / getAfter (Firestore) and firestore.get (Storage); null when the document is missing. */
  readDocument(kind: 'get' | 'getAfter', path: Value): Promise<Value>;
  /** Which of get/exists/getAfter/existsAfter this service offers as global functions. */
  documentFunctions: boolean;
  debug(line: string): void;
}

export async function evaluate(expr: Expr, frame: Frame, ctx: EvalContext): Promise<Value> {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'ident':
      return variable(expr.name, frame);
    case 'member':
      return member(await evaluate(expr.object, frame, ctx), expr.name);
    case 'index':
      return index(await evaluate(expr.object, frame, ctx), await evaluate(expr.index, frame, ctx));
    case 'range':
      return range(
        await evaluate(expr.object, frame, ctx),
        await evaluate(expr.from, frame, ctx),
        await evaluate(expr.to, frame, ctx),
      );
    case 'call':
      return call(expr, frame, ctx);
    case 'unary': {
      const operand = await evaluate(expr.operand, frame, ctx);
      return expr.op === '!' ? ops.not(operand) : ops.negate(operand);
    }
    case 'binary':
      return binary(expr, frame, ctx);
    case 'ternary': {
      const test = await evaluate(expr.test, frame, ctx);
      if (typeof test !== 'boolean')
        throw new RulesError(`Ternary condition is ${typeName(test)}, not bool.`);
      return evaluate(test ? expr.then : expr.otherwise, frame, ctx);
    }
    case 'is':
      return isType(await evaluate(expr.operand, frame, ctx), expr.type);
    case 'list': {
      const items: Value[] = [];
      for (const item of expr.items) items.push(await evaluate(item, frame, ctx));
      return items;
    }
    case 'map': {
      const map = new Map<string, Value>();
      for (const entry of expr.entries) {
        const key = await evaluate(entry.key, frame, ctx);
        if (typeof key !== 'string') throw new RulesError(`Map keys must be strings, got ${typeName(key)}.`);
        map.set(key, await evaluate(entry.value, frame, ctx));
      }
      return map;
    }
    case 'path':
      return pathLiteral(expr.parts, frame, ctx);
  }
}

function variable(name: string, frame: Frame): Value | Promise<Value> {
  const value = frame.lookup(name);
  if (value === undefined) throw new RulesError(`Variable not found error: Name: [${name}].`);
  if (value instanceof LetBinding) return value.get();
  if (value instanceof RUnbound)
    throw new RulesError(`Variable ${name} has no value in a list request: it names no single document.`);
  return value;
}

export function member(object: Value, name: string): Value {
  if (object instanceof Map) {
    const value = object.get(name);
    if (value === undefined && object instanceof RPartialMap) throw object.unknown(`Property ${name}`);
    if (value === undefined) throw new RulesError(`Property ${name} is undefined on object.`);
    return value;
  }
  if (object === null) throw new RulesError('Null value error.');
  throw new RulesError(`Property ${name} is undefined on ${typeName(object)}.`);
}

function position(i: Value, size: number): number {
  if (typeof i !== 'bigint') throw new RulesError(`Index must be an int, got ${typeName(i)}.`);
  if (i < 0n || i >= BigInt(size)) throw new RulesError(`Index out of range: ${i}.`);
  return Number(i);
}

function index(object: Value, i: Value): Value {
  if (object === null) throw new RulesError('Null value error.');
  if (Array.isArray(object)) return object[position(i, object.length)] as Value;
  if (object instanceof Map) {
    if (typeof i !== 'string') throw new RulesError(`Map keys are strings, got ${typeName(i)}.`);
    return member(object, i);
  }
  if (object instanceof RPath) return object.segments[position(i, object.segments.length)] as string;
  if (typeof object === 'string') return [...object][position(i, [...object].length)] as string;
  throw new RulesError(`Cannot index ${typeName(object)}.`);
}

function bounds(from: Value, to: Value, size: number): [number, number] {
  if (typeof from !== 'bigint' || typeof to !== 'bigint') throw new RulesError('Range bounds must be ints.');
  if (from < 0n || to > BigInt(size) || from > to)
    throw new RulesError(`Range [${from}:${to}] out of bounds.`);
  return [Number(from), Number(to)];
}

function range(object: Value, from: Value, to: Value): Value {
  if (object === null) throw new RulesError('Null value error.');
  if (Array.isArray(object)) return object.slice(...bounds(from, to, object.length));
  if (object instanceof RPath)
    return new RPath(object.segments.slice(...bounds(from, to, object.segments.length)));
  if (typeof object === 'string') {
    const chars = [...object];
    return chars.slice(...bounds(from, to, chars.length)).join('');
  }
  throw new RulesError(`Cannot take a range of ${typeName(object)}.`);
}

async function binary(expr: Expr & { kind: 'binary' }, frame: Frame, ctx: EvalContext): Promise<Value> {
  if (expr.op === '&&' || expr.op === '||') return logical(expr.op, expr.left, expr.right, frame, ctx);
  const left = await evaluate(expr.left, frame, ctx);
  const right = await evaluate(expr.right, frame, ctx);
  switch (expr.op) {
    case '==':
      return ops.equals(left, right);
    case '!=':
      return !ops.equals(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return ops.compare(expr.op, left, right);
    case 'in':
      return ops.contains(left, right);
    case '+':
      return ops.add(left, right);
    case '-':
      return ops.subtract(left, right);
    case '*':
      return ops.multiply(left, right);
    case '/':
      if (left instanceof RPath) return joinPath(left, right);
      return ops.divide(left, right);
    case '%':
      return ops.modulo(left, right);
  }
}

function joinPath(base: RPath, tail: Value): RPath {
  if (tail instanceof RPath) return new RPath([...base.segments, ...tail.segments]);
  if (typeof tail === 'string') return new RPath([...base.segments, ...RPath.parse(tail).segments]);
  throw new RulesError(`Cannot join ${typeName(tail)} to a path.`);
}

/** `a || b` is true when either side is true, even if the other errs; `a && b` false likewise. */
async function logical(op: '&&' | '||', l: Expr, r: Expr, frame: Frame, ctx: EvalContext): Promise<Value> {
  const decisive = op === '||';
  let leftError: unknown = null;
  try {
    const left = await evaluate(l, frame, ctx);
    if (typeof left !== 'boolean') throw new RulesError(`Operand of ${op} is ${typeName(left)}, not bool.`);
    if (left === decisive) return decisive;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    leftError = error;
  }
  const right = await evaluate(r, frame, ctx);
  if (typeof right !== 'boolean') throw new RulesError(`Operand of ${op} is ${typeName(right)}, not bool.`);
  if (right === decisive) return decisive;
  if (leftError) throw leftError;
  return right;
}

async function pathLiteral(parts: (string | Expr)[], frame: Frame, ctx: EvalContext): Promise<RPath> {
  const segments: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      segments.push(part);
      continue;
    }
    const value = await evaluate(part, frame, ctx);
    if (value instanceof RPath) segments.push(...value.segments);
    else if (typeof value === 'string') segments.push(value);
    else if (typeof value === 'bigint') segments.push(String(value));
    else throw new RulesError(`Cannot use ${typeName(value)} as a path segment.`);
  }
  return new RPath(segments);
}

async function evaluateArgs(args: Expr[], frame: Frame, ctx: EvalContext): Promise<Value[]> {
  const values: Value[] = [];
  for (const arg of args) values.push(await evaluate(arg, frame, ctx));
  return values;
}

async function call(expr: Expr & { kind: 'call' }, frame: Frame, ctx: EvalContext): Promise<Value> {
  const { callee } = expr;
  if (callee.kind === 'ident') return callGlobal(callee.name, expr.args, frame, ctx);
  if (callee.kind !== 'member') throw new RulesError('Only functions and methods can be called.');
  const object = await evaluate(callee.object, frame, ctx);
  const args = await evaluateArgs(expr.args, frame, ctx);
  if (object instanceof RNamespace) return callNamespace(object.name, callee.name, args, ctx);
  return callMethod(object, callee.name, args);
}

async function callNamespace(
  namespace: string,
  name: string,
  args: Value[],
  ctx: EvalContext,
): Promise<Value> {
  if (namespace === 'firestore' && (name === 'get' || name === 'exists')) {
    if (args.length !== 1) throw new RulesError(`firestore.${name}() takes one path.`);
    const doc = await ctx.readDocument('get', args[0] as Value);
    if (name === 'exists') return doc !== null;
    return existing(doc, `firestore.${name}`, args[0] as Value);
  }
  const fn = namespaceFunction(namespace, name);
  if (!fn) throw new RulesError(`Function not found error: Name: [${namespace}.${name}].`);
  return fn(args);
}

/** The reference says get() of a missing document is null, but the service (and its emulator)
 * fail the call; we do what the service does, so rules tested here behave the same deployed. */
function existing(doc: Value, fn: string, path: Value): Value {
  if (doc === null)
    throw new RulesError(`Service call error. Function: [${fn}], Argument: [${describe(path)}].`);
  return doc;
}

const DOCUMENT_FUNCTIONS: Record<string, { kind: 'get' | 'getAfter'; exists: boolean }> = {
  get: { kind: 'get', exists: false },
  exists: { kind: 'get', exists: true },
  getAfter: { kind: 'getAfter', exists: false },
  existsAfter: { kind: 'getAfter', exists: true },
};

async function callGlobal(name: string, argExprs: Expr[], frame: Frame, ctx: EvalContext): Promise<Value> {
  const entry = frame.findFunction(name);
  if (entry) return callUser(entry, await evaluateArgs(argExprs, frame, ctx), ctx);
  const args = await evaluateArgs(argExprs, frame, ctx);
  const documentFunction = ctx.documentFunctions ? DOCUMENT_FUNCTIONS[name] : undefined;
  if (documentFunction && Object.hasOwn(DOCUMENT_FUNCTIONS, name)) {
    if (args.length !== 1) throw new RulesError(`${name}() takes one path.`);
    const doc = await ctx.readDocument(documentFunction.kind, args[0] as Value);
    return documentFunction.exists ? doc !== null : existing(doc, name, args[0] as Value);
  }
  if (name === 'debug') {
    if (args.length !== 1) throw new RulesError('debug() takes one value.');
    ctx.debug(describe(args[0] as Value));
    return args[0] as Value;
  }
  const conversion = Object.hasOwn(conversions, name) ? conversions[name] : undefined;
  if (conversion) return conversion(args);
  throw new RulesError(`Function not found error: Name: [${name}].`);
}

async function callUser(entry: FunctionEntry, args: Value[], ctx: EvalContext): Promise<Value> {
  const { decl } = entry;
  if (args.length !== decl.params.length)
    throw new RulesError(
      `Function ${decl.name}() takes ${decl.params.length} arguments, got ${args.length}.`,
    );
  if (ctx.depth >= MAX_CALL_DEPTH)
    throw new RulesError('Function call depth exceeded: at most 20 nested calls.');
  const locals = new Frame(entry.frame);
  decl.params.forEach((param, i) => {
    locals.vars.set(param, args[i] as Value);
  });
  ctx.depth++;
  try {
    for (const binding of decl.lets)
      locals.vars.set(binding.name, new LetBinding(binding.value, locals, ctx));
    return await evaluate(decl.body, locals, ctx);
  } finally {
    ctx.depth--;
  }
}
