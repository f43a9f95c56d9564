// Recursive-descent parser for rules files. Operator precedence follows the Firebase reference,
// lowest first: ?:, ||, &&, == !=, is, in, < <= > >=, + -, * / %, unary ! -, then . [] ().

import type {
  AllowDecl,
  AllowMethod,
  BinaryOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  PatternSegment,
  Position,
  RulesFile,
} from './ast.ts';
import { Scanner, SyntaxIssue, type Token } from './lexer.ts';

const METHODS = new Set<AllowMethod>(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
export const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'constraint',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'map',
  'map_diff',
  'number',
  'path',
  'set',
  'string',
  'timestamp',
]);
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'if',
  'let',
  'return',
  'function',
  'allow',
  'match',
]);

export function parseRules(source: string): RulesFile {
  return new Parser(source).file();
}

class Parser {
  private readonly scanner: Scanner;
  private lookahead: Token | null = null;
  private version: '1' | '2' = '1';

  constructor(source: string) {
    this.scanner = new Scanner(source);
  }

  // ---- tokens ----

  private peek(): Token {
    this.lookahead ??= this.scanner.next();
    return this.lookahead;
  }

  private take(): Token {
    const token = this.peek();
    this.lookahead = null;
    return token;
  }

  private at(text: string): boolean {
    const t = this.peek();
    return (t.type === 'punct' || t.type === 'ident') && t.text === text;
  }

  private accept(text: string): boolean {
    if (!this.at(text)) return false;
    this.take();
    return true;
  }

  private expect(text: string, what = `'${text}'`): Token {
    if (!this.at(text)) this.fail(this.peek(), `expected ${what}`);
    return this.take();
  }

  private fail(token: Token, expected?: string): never {
    const found = token.type === 'eof' ? 'end of file' : `'${token.text}'`;
    throw new SyntaxIssue(`Unexpected ${found}${expected ? `; ${expected}` : ''}.`, token.start);
  }

  private identifier(what: string): Token {
    const t = this.peek();
    if (t.type !== 'ident' || RESERVED.has(t.text)) this.fail(t, `expected ${what}`);
    return this.take();
  }

  private pos(token: Token): Position {
    return this.scanner.position(token.start);
  }

  /** Puts the scanner back at the start of the peeked token, to rescan it in another mode. */
  private rewindTo(token: Token): void {
    this.scanner.pos = token.start;
    this.lookahead = null;
  }

  // ---- declarations ----

  file(): RulesFile {
    let version: '1' | '2' = '1';
    this.version = version;
    if (this.accept('rules_version')) {
      this.expect('=');
      const t = this.take();
      if (t.type !== 'string' || (t.text !== '1' && t.text !== '2'))
        throw new SyntaxIssue("rules_version must be '1' or '2'.", t.start);
      version = t.text;
      this.version = version;
      this.accept(';');
    }
    this.expect('service', "'service'");
    const serviceToken = this.peek();
    const service = this.dottedName();
    if (service !== 'cloud.firestore' && service !== 'firebase.storage')
      throw new SyntaxIssue(`Unknown service '${service}'.`, serviceToken.start);
    this.expect('{');
    const functions: FunctionDecl[] = [];
    const matches: MatchBlock[] = [];
    while (!this.accept('}')) {
      if (this.at('function')) functions.push(this.functionDecl());
      else if (this.at('match')) matches.push(this.matchBlock());
      else this.fail(this.peek(), "expected 'match', 'function' or '}'");
    }
    if (this.peek().type !== 'eof') this.fail(this.peek(), 'expected end of file');
    return { version, service, functions, matches };
  }

  private dottedName(): string {
    let name = this.identifier('a name').text;
    while (this.accept('.')) name += `.${this.identifier('a name').text}`;
    return name;
  }

  private matchBlock(): MatchBlock {
    const start = this.take();
    const pattern = this.matchPattern();
    this.expect('{');
    const block: MatchBlock = { ...this.pos(start), pattern, functions: [], allows: [], matches: [] };
    while (!this.accept('}')) {
      if (this.at('function')) block.functions.push(this.functionDecl());
      else if (this.at('match')) block.matches.push(this.matchBlock());
      else if (this.at('allow')) block.allows.push(this.allowDecl());
      else this.fail(this.peek(), "expected 'allow', 'match', 'function' or '}'");
    }
    return block;
  }

  private matchPattern(): PatternSegment[] {
    const first = this.peek();
    if (!this.at('/')) this.fail(first, "expected a path starting with '/'");
    this.rewindTo(first);
    const scanner = this.scanner;
    const segments: PatternSegment[] = [];
    const source = scanner.source;
    while (source[scanner.pos] === '/') {
      scanner.pos++;
      if (source[scanner.pos] === '{') segments.push(this.wildcard());
      else {
        segments.push({ kind: 'literal', text: scanner.literalSegment() });
      }
    }
    const recursive = segments.filter((s) => s.kind === 'recursive').length;
    if (recursive > 1) throw new SyntaxIssue('A path may hold at most one {name=**} wildcard.', first.start);
    if (this.version === '1' && recursive === 1 && segments.at(-1)?.kind !== 'recursive')
      throw new SyntaxIssue("In rules_version '1' a {name=**} wildcard must end the path.", first.start);
    return segments;
  }

  private wildcard(): PatternSegment {
    const scanner = this.scanner;
    const open = scanner.pos;
    const m = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*\s*)?\}/y;
    m.lastIndex = open;
    const found = m.exec(scanner.source);
    if (!found) throw new SyntaxIssue('Malformed wildcard; expected {name} or {name=**}.', open);
    scanner.pos = m.lastIndex;
    const name = found[1] as string;
    return found[2] ? { kind: 'recursive', name } : { kind: 'single', name };
  }

  private allowDecl(): AllowDecl {
    const start = this.take();
    const methods: AllowMethod[] = [];
    do {
      const t = this.peek();
      if (t.type !== 'ident' || !METHODS.has(t.text as AllowMethod))
        this.fail(t, 'expected one of read, write, get, list, create, update, delete');
      methods.push(this.take().text as AllowMethod);
    } while (this.accept(','));
    let condition: Expr | null = null;
    if (this.accept(':')) {
      this.expect('if', "'if'");
      condition = this.expression();
    }
    this.accept(';');
    return { ...this.pos(start), methods, condition };
  }

  private functionDecl(): FunctionDecl {
    const start = this.take();
    const name = this.identifier('a function name').text;
    this.expect('(');
    const params: string[] = [];
    if (!this.at(')')) {
      do params.push(this.identifier('a parameter name').text);
      while (this.accept(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.accept('let')) {
      const letName = this.identifier('a variable name').text;
      this.expect('=');
      lets.push({ name: letName, value: this.expression() });
      this.expect(';');
    }
    this.expect('return', "'return'");
    const body = this.expression();
    this.accept(';');
    this.expect('}');
    return { ...this.pos(start), name, params, lets, body };
  }

  // ---- expressions ----

  expression(): Expr {
    const test = this.or();
    if (!this.at('?')) return test;
    const q = this.take();
    const then = this.expression();
    this.expect(':');
    const otherwise = this.expression();
    return { ...this.pos(q), kind: 'ternary', test, then, otherwise };
  }

  private binaryLevel(ops: readonly string[], next: () => Expr): Expr {
    let left = next();
    for (;;) {
      const t = this.peek();
      if (!(t.type === 'punct' || t.type === 'ident') || !ops.includes(t.text)) return left;
      this.take();
      const right = next();
      left = { ...this.pos(t), kind: 'binary', op: t.text as BinaryOp, left, right };
    }
  }

  private or = (): Expr => this.binaryLevel(['||'], this.and);
  private and = (): Expr => this.binaryLevel(['&&'], this.equality);
  private equality = (): Expr => this.binaryLevel(['==', '!='], this.isCheck);

  private isCheck = (): Expr => {
    let operand = this.inCheck();
    while (this.at('is')) {
      const t = this.take();
      const typeToken = this.peek();
      const type = this.identifier('a type name').text;
      if (!TYPE_NAMES.has(type)) throw new SyntaxIssue(`Unknown type '${type}'.`, typeToken.start);
      operand = { ...this.pos(t), kind: 'is', operand, type };
    }
    return operand;
  };

  private inCheck = (): Expr => this.binaryLevel(['in'], this.relational);
  private relational = (): Expr => this.binaryLevel(['<', '<=', '>', '>='], this.additive);
  private additive = (): Expr => this.binaryLevel(['+', '-'], this.multiplicative);
  private multiplicative = (): Expr => this.binaryLevel(['*', '/', '%'], this.unary);

  private unary = (): Expr => {
    if (this.at('!') || this.at('-')) {
      const t = this.take();
      const operand = this.unary();
      if (t.text === '-' && operand.kind === 'literal' && typeof operand.value === 'bigint')
        return { ...operand, ...this.pos(t), value: -operand.value };
      if (t.text === '-' && operand.kind === 'literal' && typeof operand.value === 'number')
        return { ...operand, ...this.pos(t), value: -operand.value };
      return { ...this.pos(t), kind: 'unary', op: t.text as '!' | '-', operand };
    }
    return this.postfix();
  };

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      const t = this.peek();
      if (this.accept('.')) {
        const name = this.peek();
        if (name.type !== 'ident') this.fail(name, 'expected a field or method name');
        this.take();
        expr = { ...this.pos(name), kind: 'member', object: expr, name: name.text };
      } else if (this.accept('[')) {
        const index = this.expression();
        if (this.accept(':')) {
          const to = this.expression();
          this.expect(']');
          expr = { ...this.pos(t), kind: 'range', object: expr, from: index, to };
        } else {
          this.expect(']');
          expr = { ...this.pos(t), kind: 'index', object: expr, index };
        }
      } else if (this.at('(')) {
        if (expr.kind !== 'ident' && expr.kind !== 'member')
          this.fail(t, 'only functions and methods can be called');
        this.take();
        expr = { line: expr.line, column: expr.column, kind: 'call', callee: expr, args: this.args(')') };
      } else return expr;
    }
  }

  /** Comma-separated expressions up to `close`; a trailing comma is allowed. */
  private args(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.accept(close)) {
      items.push(this.expression());
      if (!this.accept(',')) {
        this.expect(close, `',' or '${close}'`);
        break;
      }
    }
    return items;
  }

  private primary(): Expr {
    const t = this.peek();
    const pos = this.pos(t);
    switch (t.type) {
      case 'int': {
        this.take();
        const value = BigInt(t.text);
        if (value > 2n ** 63n) throw new SyntaxIssue(`Integer literal ${t.text} is out of range.`, t.start);
        return { ...pos, kind: 'literal', value };
      }
      case 'float':
        this.take();
        return { ...pos, kind: 'literal', value: Number(t.text) };
      case 'string':
        this.take();
        return { ...pos, kind: 'literal', value: t.text };
      case 'bytes':
        this.take();
        return { ...pos, kind: 'literal', value: t.bytes as Uint8Array };
      case 'ident':
        return this.identOrKeyword(t);
      case 'eof':
        this.fail(t, 'expected an expression');
    }
    if (t.text === '(') {
      this.take();
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (t.text === '[') {
      this.take();
      return { ...pos, kind: 'list', items: this.args(']') };
    }
    if (t.text === '{') return this.mapLiteral();
    if (t.text === '/') return this.pathLiteral(t);
    this.fail(t, 'expected an expression');
  }

  private identOrKeyword(t: Token): Expr {
    const pos = this.pos(t);
    if (t.text === 'true' || t.text === 'false') {
      this.take();
      return { ...pos, kind: 'literal', value: t.text === 'true' };
    }
    if (t.text === 'null') {
      this.take();
      return { ...pos, kind: 'literal', value: null };
    }
    if (RESERVED.has(t.text)) this.fail(t, 'expected an expression');
    this.take();
    return { ...pos, kind: 'ident', name: t.text };
  }

  private mapLiteral(): Expr {
    const open = this.take();
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.accept('}')) {
      const key = this.expression();
      this.expect(':');
      entries.push({ key, value: this.expression() });
      if (!this.accept(',')) {
        this.expect('}', "',' or '}'");
        break;
      }
    }
    return { ...this.pos(open), kind: 'map', entries };
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)`: text and $(expr) segments. */
  private pathLiteral(first: Token): Expr {
    this.rewindTo(first);
    const scanner = this.scanner;
    const source = scanner.source;
    const parts: (string | Expr)[] = [];
    while (
      source[scanner.pos] === '/' &&
      source[scanner.pos + 1] !== '/' &&
      source[scanner.pos + 1] !== '*'
    ) {
      scanner.pos++;
      if (source.startsWith('$(', scanner.pos)) {
        scanner.pos += 2;
        this.lookahead = null;
        parts.push(this.expression());
        if (!this.at(')')) this.fail(this.peek(), "expected ')'");
        scanner.pos = this.peek().end;
        this.lookahead = null;
      } else parts.push(scanner.literalSegment());
    }
    this.lookahead = null;
    return { ...this.pos(first), kind: 'path', parts };
  }
}
