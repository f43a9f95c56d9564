// Arithmetic, comparison and membership operators with the rules' typing: int stays int (64-bit,
// overflow is an error), any float operand makes the result float, and timestamps/durations
// combine as the reference documents.

import {
  checkInt,
  compareValues,
  isNumber,
  RDuration,
  RPartialMap,
  RPath,
  RSet,
  RTimestamp,
  RulesError,
  typeName,
  type Value,
  valuesEqual,
} from './values.ts';

function unsupported(op: string, a: Value, b: Value): never {
  throw new RulesError(`Unsupported operation error. Received: ${typeName(a)} ${op} ${typeName(b)}.`);
}

export function add(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a + b);
  if (isNumber(a) && isNumber(b)) return Number(a) + Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos + b.nanos);
  if (a instanceof RDuration && b instanceof RTimestamp) return new RTimestamp(a.nanos + b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos + b.nanos);
  return unsupported('+', a, b);
}

export function subtract(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a - b);
  if (isNumber(a) && isNumber(b)) return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return new RDuration(a.nanos - b.nanos);
  if (a instanceof RTimestamp && b instanceof RDuration) return new RTimestamp(a.nanos - b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return new RDuration(a.nanos - b.nanos);
  return unsupported('-', a, b);
}

export function multiply(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') return checkInt(a * b);
  if (isNumber(a) && isNumber(b)) return Number(a) * Number(b);
  return unsupported('*', a, b);
}

export function divide(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) throw new RulesError('Division by zero error.');
    return checkInt(a / b);
  }
  if (isNumber(a) && isNumber(b)) return Number(a) / Number(b);
  return unsupported('/', a, b);
}

export function modulo(a: Value, b: Value): Value {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (b === 0n) throw new RulesError('Modulo by zero error.');
    return a % b;
  }
  if (isNumber(a) && isNumber(b)) return Number(a) % Number(b);
  return unsupported('%', a, b);
}

export function negate(a: Value): Value {
  if (typeof a === 'bigint') return checkInt(-a);
  if (typeof a === 'number') return -a;
  if (a instanceof RDuration) return new RDuration(-a.nanos);
  throw new RulesError(`Unsupported operation error. Received: -${typeName(a)}.`);
}

export function not(a: Value): Value {
  if (typeof a !== 'boolean') throw new RulesError(`Unsupported operation error. Received: !${typeName(a)}.`);
  return !a;
}

export function compare(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): boolean {
  const c = compareValues(a, b);
  if (Number.isNaN(c)) return false;
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}

/** `a in b`: an element of a list or set, or a key of a map. */
export function contains(item: Value, collection: Value): boolean {
  if (Array.isArray(collection)) return collection.some((x) => valuesEqual(x, item));
  if (collection instanceof RSet) return collection.has(item);
  if (collection instanceof Map) {
    if (typeof item !== 'string') return false;
    if (collection instanceof RPartialMap && !collection.has(item)) throw collection.unknown(`Key ${item}`);
    return collection.has(item);
  }
  if (collection instanceof RPath) return collection.segments.includes(String(item));
  return unsupported('in', item, collection);
}

export function equals(a: Value, b: Value): boolean {
  return valuesEqual(a, b);
}
