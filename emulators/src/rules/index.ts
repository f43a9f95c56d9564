// compileRules: parse and check a rules file once, then authorize requests against it.

import type {
  CompiledRules,
  CompileResult,
  Decision,
  FirestoreRulesRequest,
  RulesIssue,
  StorageRulesRequest,
} from './api.ts';
import type { RulesFile } from './ast.ts';
import { type CheckIssue, checkRules } from './checker.ts';
import {
  DEFAULT_ACCESS_LIMIT,
  DocumentReader,
  documentPath,
  documentResource,
  firestoreRequest,
  queriedResource,
  storageObject,
  storageRequest,
} from './context.ts';
import { type EvalContext, evaluate, Frame } from './evaluator.ts';
import { SyntaxIssue } from './lexer.ts';
import { ANY_PARENT, type ApplicableAllow, applicableAllows, LIST_DOCUMENT } from './matcher.ts';
import { NAMESPACE_NAMES } from './methods.ts';
import { parseRules } from './parser.ts';
import { RNamespace, RulesError, type Value } from './values.ts';

export type { CompiledRules, CompileResult, Decision, RulesIssue } from './api.ts';

export interface CompileOptions {
  /** Receives the text of every `debug()` call (the official emulator writes it to its log). */
  debug?: (line: string) => void;
}

export function compileRules(source: string, options: CompileOptions = {}): CompileResult {
  let file: RulesFile;
  try {
    file = parseRules(source);
  } catch (error) {
    if (error instanceof SyntaxIssue) {
      const { line, column } = positionOf(source, error.offset);
      return { ok: false, issues: [{ line, column, severity: 'ERROR', description: error.message }] };
    }
    return { ok: false, issues: [tooComplex(error)] };
  }
  let problems: CheckIssue[];
  try {
    problems = checkRules(file);
  } catch (error) {
    return { ok: false, issues: [tooComplex(error)] };
  }
  if (problems.length > 0) {
    const issues: RulesIssue[] = problems.map((p) => ({
      line: p.line,
      column: p.column,
      severity: 'ERROR',
      description: p.description,
    }));
    return { ok: false, issues };
  }
  return { ok: true, rules: new Rules(file, options) };
}

/** A stack overflow on absurdly nested input is a refusal, never a crash of the emulator. */
function tooComplex(error: unknown): RulesIssue {
  if (!(error instanceof RangeError)) throw error;
  return { line: 1, column: 1, severity: 'ERROR', description: 'Rules nested too deeply to compile.' };
}

function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

class Rules implements CompiledRules {
  readonly service: 'cloud.firestore' | 'firebase.storage';
  private readonly file: RulesFile;
  private readonly debug: (line: string) => void;
  private readonly namespaces: [string, RNamespace][];

  constructor(file: RulesFile, options: CompileOptions) {
    this.file = file;
    this.service = file.service;
    this.debug = options.debug ?? (() => {});
    const names = [...NAMESPACE_NAMES, ...(file.service === 'firebase.storage' ? ['firestore'] : [])];
    this.namespaces = names.map((n) => [n, new RNamespace(n)]);
  }

  async authorize(request: FirestoreRulesRequest | StorageRulesRequest): Promise<Decision> {
    if (request.service !== this.service)
      return { allowed: false, message: `These rules are for ${this.service}, not ${request.service}.` };
    const { root, ctx, segments } =
      request.service === 'cloud.firestore' ? this.firestoreSetup(request) : this.storageSetup(request);
    const allows = applicableAllows(this.file.matches, segments, request.method, this.file.version, root);
    return decide(allows, request.method, ctx);
  }

  private rootFrame(globals: [string, Value][]): Frame {
    const root = new Frame(null, new Map([...this.namespaces, ...globals]));
    for (const decl of this.file.functions) root.functions.set(decl.name, { decl, frame: root });
    return root;
  }

  private firestoreSetup(request: FirestoreRulesRequest) {
    const reader = new DocumentReader(request.access, request.accessLimit ?? DEFAULT_ACCESS_LIMIT);
    const ctx: EvalContext = {
      depth: 0,
      documentFunctions: true,
      readDocument: (kind, path) => reader.read(kind, path),
      debug: this.debug,
    };
    const list = request.method === 'list';
    const root = this.rootFrame([
      ['request', firestoreRequest(request)],
      ['resource', list ? queriedResource(request.queried) : documentResource(request.resource)],
    ]);
    const segments = request.path.split('/').filter((s) => s !== '');
    if (list) {
      if (request.collectionGroup) segments.splice(segments.length - 1, 0, ANY_PARENT);
      // A query that fixes its document by name binds the document wildcard to that id.
      const named = request.queried?.name ? documentPath(request.queried.name).segments.at(-1) : undefined;
      segments.push(named ?? LIST_DOCUMENT);
    }
    return { root, ctx, segments };
  }

  private storageSetup(request: StorageRulesRequest) {
    const firestore = request.firestore;
    const reader = firestore ? new DocumentReader(firestore, DEFAULT_ACCESS_LIMIT) : null;
    const ctx: EvalContext = {
      depth: 0,
      documentFunctions: false,
      readDocument: (kind, path) => {
        if (!reader)
          throw new RulesError(
            'firestore.get()/exists() need a Firestore emulator: run both with --only firestore,storage, or set FIRESTORE_EMULATOR_HOST.',
          );
        return reader.read(kind, path);
      },
      debug: this.debug,
    };
    const root = this.rootFrame([
      ['request', storageRequest(request)],
      ['resource', storageObject(request.resource)],
    ]);
    const segments = ['b', request.bucket, 'o', ...request.path.split('/').filter((s) => s !== '')];
    if (request.method === 'list') segments.push(LIST_DOCUMENT);
    return { root, ctx, segments };
  }
}

/** Allow statements OR together; the message lists why each one that applied did not allow. */
async function decide(allows: ApplicableAllow[], method: string, ctx: EvalContext): Promise<Decision> {
  if (allows.length === 0) return { allowed: false, message: 'No matching allow statements' };
  const reasons: string[] = [];
  for (const { allow, frame } of allows) {
    const where = `for '${method}' @ L${allow.line}`;
    if (!allow.condition) return { allowed: true, message: `true ${where}` };
    try {
      ctx.depth = 0;
      const result = await evaluate(allow.condition, frame, ctx);
      if (result === true) return { allowed: true, message: `true ${where}` };
      reasons.push(`false ${where}`);
    } catch (error) {
      const text =
        error instanceof RulesError ? error.message : `Internal error: ${(error as Error).message}`;
      reasons.push(`${text} ${where}`);
    }
  }
  return { allowed: false, message: [...new Set(reasons)].join(', ') };
}
