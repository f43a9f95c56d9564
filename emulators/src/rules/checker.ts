// Static checks run at load time, so a typo is refused with its line and column instead of denying
// every request: unknown variables, unknown functions and namespace members, wrong argument counts,
// and functions that call themselves (the reference forbids recursion).

import type { Expr, FunctionDecl, MatchBlock, Position, RulesFile } from './ast.ts';
import { conversions, namespaceFunction } from './methods.ts';
import { TypeInference } from './types.ts';

export interface CheckIssue extends Position {
  description: string;
}

interface Scope {
  names: Set<string>;
  functions: Map<string, FunctionDecl>;
  parent: Scope | null;
}

const DOCUMENT_FUNCTIONS = ['get', 'exists', 'getAfter', 'existsAfter'];

export function checkRules(file: RulesFile): CheckIssue[] {
  const issues: CheckIssue[] = [];
  const firestore = file.service === 'cloud.firestore';
  const namespaces = [
    'math',
    'hashing',
    'duration',
    'timestamp',
    'latlng',
    ...(firestore ? [] : ['firestore']),
  ];
  const root: Scope = {
    names: new Set(['request', 'resource', ...namespaces]),
    functions: declare(file.functions, issues),
    parent: null,
  };
  const builtins = new Set(['debug', ...Object.keys(conversions), ...(firestore ? DOCUMENT_FUNCTIONS : [])]);

  const lookupName = (scope: Scope, name: string): boolean => {
    for (let s: Scope | null = scope; s; s = s.parent) if (s.names.has(name)) return true;
    return false;
  };
  const lookupFunction = (scope: Scope, name: string): FunctionDecl | undefined => {
    for (let s: Scope | null = scope; s; s = s.parent) {
      const f = s.functions.get(name);
      if (f) return f;
    }
    return undefined;
  };

  const expr = (e: Expr, scope: Scope): void => {
    if (e.kind === 'ident') {
      if (!lookupName(scope, e.name)) issues.push({ ...at(e), description: `Unknown variable '${e.name}'.` });
      return;
    }
    if (e.kind === 'call') {
      // call() checks the callee as a function name (or a method's receiver), not as a variable.
      call(e, scope);
      for (const arg of e.args) expr(arg, scope);
      return;
    }
    for (const child of children(e)) expr(child, scope);
  };

  const call = (e: Expr & { kind: 'call' }, scope: Scope): void => {
    const callee = e.callee;
    if (callee.kind === 'member') {
      if (
        callee.object.kind === 'ident' &&
        namespaces.includes(callee.object.name) &&
        !lookupShadowed(scope, callee.object.name)
      ) {
        const ns = callee.object.name;
        const known =
          ns === 'firestore' ? ['get', 'exists'].includes(callee.name) : namespaceFunction(ns, callee.name);
        if (!known) issues.push({ ...at(callee), description: `Unknown function '${ns}.${callee.name}'.` });
        return;
      }
      expr(callee.object, scope);
      return;
    }
    if (callee.kind !== 'ident') return;
    const user = lookupFunction(scope, callee.name);
    if (user) {
      if (user.params.length !== e.args.length)
        issues.push({
          ...at(e),
          description: `Function '${callee.name}' takes ${user.params.length} arguments, got ${e.args.length}.`,
        });
      return;
    }
    if (!builtins.has(callee.name))
      issues.push({ ...at(callee), description: `Unknown function '${callee.name}'.` });
  };

  // A namespace name reused as a variable (parameter, let, wildcard) is a variable there.
  const lookupShadowed = (scope: Scope, name: string): boolean => {
    for (let s: Scope | null = scope; s && s !== root; s = s.parent) if (s.names.has(name)) return true;
    return false;
  };

  const typesIn = (scope: Scope): TypeInference => {
    const inference = new TypeInference((name) => namespaces.includes(name) && !lookupShadowed(scope, name));
    typeChecks.push(inference);
    return inference;
  };
  const typeChecks: TypeInference[] = [];

  const functionBody = (decl: FunctionDecl, scope: Scope): void => {
    const local: Scope = { names: new Set(decl.params), functions: new Map(), parent: scope };
    for (const binding of decl.lets) {
      expr(binding.value, local);
      typesIn(local).infer(binding.value);
      local.names.add(binding.name);
    }
    expr(decl.body, local);
    typesIn(local).infer(decl.body);
  };

  const block = (b: MatchBlock, parent: Scope): void => {
    const names = new Set<string>();
    for (const part of b.pattern) if (part.kind !== 'literal') names.add(part.name);
    const scope: Scope = { names, functions: declare(b.functions, issues), parent };
    for (const decl of b.functions) functionBody(decl, scope);
    for (const allow of b.allows) {
      if (!allow.condition) continue;
      expr(allow.condition, scope);
      typesIn(scope).condition(allow.condition);
    }
    for (const child of b.matches) block(child, scope);
    checkRecursion(b.functions, scope, lookupFunction, issues);
  };

  for (const decl of file.functions) functionBody(decl, root);
  checkRecursion(file.functions, root, lookupFunction, issues);
  for (const b of file.matches) block(b, root);
  for (const inference of typeChecks) issues.push(...inference.issues);
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}

function at(p: Position): Position {
  return { line: p.line, column: p.column };
}

function declare(decls: FunctionDecl[], issues: CheckIssue[]): Map<string, FunctionDecl> {
  const map = new Map<string, FunctionDecl>();
  for (const decl of decls) {
    if (map.has(decl.name))
      issues.push({ ...at(decl), description: `Function '${decl.name}' is declared twice.` });
    map.set(decl.name, decl);
  }
  return map;
}

/** Reports a function that can reach itself through calls (direct or mutual recursion). */
function checkRecursion(
  decls: FunctionDecl[],
  scope: Scope,
  lookup: (scope: Scope, name: string) => FunctionDecl | undefined,
  issues: CheckIssue[],
): void {
  const callees = (decl: FunctionDecl): FunctionDecl[] => {
    const found: FunctionDecl[] = [];
    const local = new Set([...decl.params, ...decl.lets.map((l) => l.name)]);
    const walk = (e: Expr): void => {
      if (e.kind === 'call' && e.callee.kind === 'ident' && !local.has(e.callee.name)) {
        const target = lookup(scope, e.callee.name);
        if (target) found.push(target);
      }
      for (const child of children(e)) walk(child);
    };
    for (const binding of decl.lets) walk(binding.value);
    walk(decl.body);
    return found;
  };
  for (const decl of decls) {
    const seen = new Set<FunctionDecl>();
    const stack = callees(decl);
    while (stack.length > 0) {
      const next = stack.pop() as FunctionDecl;
      if (next === decl) {
        issues.push({
          ...at(decl),
          description: `Function '${decl.name}' is recursive; recursion is not allowed.`,
        });
        break;
      }
      if (seen.has(next) || !decls.includes(next)) continue;
      seen.add(next);
      stack.push(...callees(next));
    }
  }
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'member':
      return [e.object];
    case 'index':
      return [e.object, e.index];
    case 'range':
      return [e.object, e.from, e.to];
    case 'call':
      return [e.callee, ...e.args];
    case 'unary':
    case 'is':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
    case 'ternary':
      return [e.test, e.then, e.otherwise];
    case 'list':
      return e.items;
    case 'map':
      return e.entries.flatMap((x) => [x.key, x.value]);
    case 'path':
      return e.parts.filter((p): p is Expr => typeof p !== 'string');
    default:
      return [];
  }
}
