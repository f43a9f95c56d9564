// The syntax tree of a rules file. Every node keeps its line and column for issues and messages.

import type { Value } from './values.ts';

export interface Position {
  line: number;
  column: number;
}

export type Expr = Position &
  (
    | { kind: 'literal'; value: Value }
    | { kind: 'ident'; name: string }
    | { kind: 'member'; object: Expr; name: string }
    | { kind: 'index'; object: Expr; index: Expr }
    | { kind: 'range'; object: Expr; from: Expr; to: Expr }
    | { kind: 'call'; callee: Expr; args: Expr[] }
    | { kind: 'unary'; op: '!' | '-'; operand: Expr }
    | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr }
    | { kind: 'ternary'; test: Expr; then: Expr; otherwise: Expr }
    | { kind: 'is'; operand: Expr; type: string }
    | { kind: 'list'; items: Expr[] }
    | { kind: 'map'; entries: { key: Expr; value: Expr }[] }
    | { kind: 'path'; parts: (string | Expr)[] }
  );

export type BinaryOp =
  | '||'
  | '&&'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%';

export interface FunctionDecl extends Position {
  name: string;
  params: string[];
  lets: { name: string; value: Expr }[];
  body: Expr;
}

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowDecl extends Position {
  methods: AllowMethod[];
  condition: Expr | null;
}

/** One segment of a match pattern: literal text, `{name}`, or `{name=**}`. */
export type PatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'single'; name: string }
  | { kind: 'recursive'; name: string };

export interface MatchBlock extends Position {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  allows: AllowDecl[];
  matches: MatchBlock[];
}

export interface RulesFile {
  version: '1' | '2';
  service: 'cloud.firestore' | 'firebase.storage';
  functions: FunctionDecl[];
  matches: MatchBlock[];
}
