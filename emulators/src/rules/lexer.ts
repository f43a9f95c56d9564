// A hand-written scanner. The parser pulls tokens one at a time because the rules language has two
// places where the scanner must change mode: match patterns (`/users/{uid=**}`) and path literals
// inside expressions (`/databases/$(database)/documents`), both begun by a `/` the parser sees.

export type TokenType = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  type: TokenType;
  /** The source text (for strings: the decoded value). */
  text: string;
  bytes?: Uint8Array;
  start: number;
  end: number;
}

export class SyntaxIssue extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

const PUNCTUATION = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':'];
const SINGLE = new Set(['.', ',', ';', '(', ')', '[', ']', '{', '}', '=', '$']);

export class Scanner {
  readonly source: string;
  pos = 0;
  private readonly lineStarts: number[] = [0];

  constructor(source: string) {
    this.source = source;
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.lineStarts[lo] as number) + 1 };
  }

  skipTrivia(): void {
    const s = this.source;
    while (this.pos < s.length) {
      const c = s[this.pos] as string;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.pos++;
      else if (s.startsWith('//', this.pos)) {
        const end = s.indexOf('\n', this.pos);
        this.pos = end < 0 ? s.length : end;
      } else if (s.startsWith('/*', this.pos)) {
        const end = s.indexOf('*/', this.pos + 2);
        if (end < 0) throw new SyntaxIssue('Unterminated comment.', this.pos);
        this.pos = end + 2;
      } else return;
    }
  }

  next(): Token {
    this.skipTrivia();
    const s = this.source;
    const start = this.pos;
    if (start >= s.length) return { type: 'eof', text: '<EOF>', start, end: start };
    const c = s[start] as string;
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[start + 1] ?? ''))) return this.number();
    if ((c === 'b' || c === 'r') && (s[start + 1] === "'" || s[start + 1] === '"')) {
      this.pos++;
      return this.string(start, c);
    }
    if (c === "'" || c === '"') return this.string(start, '');
    if (/[A-Za-z_]/.test(c)) {
      const m = /[A-Za-z_][A-Za-z0-9_]*/y;
      m.lastIndex = start;
      m.exec(s);
      this.pos = m.lastIndex;
      return { type: 'ident', text: s.slice(start, this.pos), start, end: this.pos };
    }
    for (const p of PUNCTUATION) {
      if (s.startsWith(p, start)) {
        this.pos += p.length;
        return { type: 'punct', text: p, start, end: this.pos };
      }
    }
    if (SINGLE.has(c)) {
      this.pos++;
      return { type: 'punct', text: c, start, end: this.pos };
    }
    throw new SyntaxIssue(`Unexpected character '${c}'.`, start);
  }

  private number(): Token {
    const re = /(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;
    const start = this.pos;
    re.lastIndex = start;
    const m = re.exec(this.source) as RegExpExecArray;
    let text = m[0];
    // `1.` followed by an identifier is a member access on an int literal, not a float.
    if (text.endsWith('.') && /[A-Za-z_]/.test(this.source[start + text.length] ?? ''))
      text = text.slice(0, -1);
    this.pos = start + text.length;
    if (/[A-Za-z_]/.test(this.source[this.pos] ?? ''))
      throw new SyntaxIssue(`Invalid number '${text}${this.source[this.pos]}'.`, start);
    const isFloat = /[.eE]/.test(text);
    return { type: isFloat ? 'float' : 'int', text, start, end: this.pos };
  }

  private string(start: number, prefix: string): Token {
    const s = this.source;
    const quote = s[this.pos] as string;
    this.pos++;
    const bytes: number[] = [];
    let text = '';
    const push = (str: string) => {
      text += str;
      if (prefix === 'b') for (const b of Buffer.from(str, 'utf8')) bytes.push(b);
    };
    for (;;) {
      if (this.pos >= s.length || s[this.pos] === '\n')
        throw new SyntaxIssue('Unterminated string literal.', start);
      const c = s[this.pos] as string;
      if (c === quote) break;
      if (c === '\\' && prefix !== 'r') {
        const escaped = this.escape(start);
        if (typeof escaped === 'number') {
          bytes.push(escaped);
          text += String.fromCharCode(escaped);
        } else push(escaped);
      } else {
        push(c);
        this.pos++;
      }
    }
    this.pos++;
    if (prefix === 'b') return { type: 'bytes', text, bytes: Uint8Array.from(bytes), start, end: this.pos };
    return { type: 'string', text, start, end: this.pos };
  }

  /** Decodes one escape; a number is a raw byte (\x and octal escapes). */
  private escape(start: number): string | number {
    const s = this.source;
    const c = s[this.pos + 1] ?? '';
    this.pos += 2;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      a: '\x07',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '`': '`',
      '?': '?',
    };
    if (c in simple) return simple[c] as string;
    const hex = (n: number) => {
      const digits = s.slice(this.pos, this.pos + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(digits))
        throw new SyntaxIssue('Invalid escape sequence.', this.pos - 2);
      this.pos += n;
      return Number.parseInt(digits, 16);
    };
    if (c === 'x' || c === 'X') return hex(2);
    if (c === 'u') return String.fromCodePoint(hex(4));
    if (c === 'U') return String.fromCodePoint(hex(8));
    if (/[0-3]/.test(c) && /^[0-7]{2}$/.test(s.slice(this.pos, this.pos + 2))) {
      const value = Number.parseInt(c + s.slice(this.pos, this.pos + 2), 8);
      this.pos += 2;
      return value;
    }
    throw new SyntaxIssue(`Invalid escape sequence '\\${c}'.`, start);
  }

  /** A literal segment of a match pattern or path literal: plain text, or a name in parentheses
   * such as `(default)`. */
  literalSegment(): string {
    const re = /\([A-Za-z_][A-Za-z0-9_-]*\)|[^\s/{}()[\],;$?:!&|=<>+*%'"]+/y;
    re.lastIndex = this.pos;
    const m = re.exec(this.source);
    if (!m) throw new SyntaxIssue('Expected a path segment after /.', this.pos);
    this.pos = re.lastIndex;
    return m[0];
  }
}
