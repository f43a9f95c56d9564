// Field transforms: server timestamp, increment, maximum, minimum, array union and array remove.
import { invalidArgument } from './errors.ts';
import { type Micros, toTimestamp } from './time.ts';
import {
  arrayContains,
  compareValues,
  isNaNValue,
  isNumber,
  kindOf,
  NULL_VALUE,
  type Value,
  valuesEqual,
} from './values.ts';

export type TransformOp =
  | { kind: 'serverTimestamp' }
  | { kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { kind: 'appendMissingElements' | 'removeAllFromArray'; elements: Value[] };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The new value of the field and the value reported in the write result. */
export function applyTransform(
  op: TransformOp,
  current: Value | undefined,
  commitTime: Micros,
): { value: Value; result: Value } {
  switch (op.kind) {
    case 'serverTimestamp': {
      const value = { timestamp_value: toTimestamp(commitTime) };
      return { value, result: value };
    }
    case 'increment': {
      const value = current !== undefined && isNumber(current) ? add(current, op.operand) : op.operand;
      return { value, result: value };
    }
    case 'maximum':
    case 'minimum': {
      const value =
        current !== undefined && isNumber(current) ? extreme(op.kind, current, op.operand) : op.operand;
      return { value, result: value };
    }
    case 'appendMissingElements': {
      const values = [...(current?.array_value?.values ?? [])];
      for (const element of op.elements) if (!arrayContains(values, element)) values.push(element);
      return { value: { array_value: { values } }, result: NULL_VALUE };
    }
    case 'removeAllFromArray': {
      const values = (current?.array_value?.values ?? []).filter(
        (v) => !op.elements.some((e) => valuesEqual(v, e)),
      );
      return { value: { array_value: { values } }, result: NULL_VALUE };
    }
  }
}

function add(a: Value, b: Value): Value {
  if (a.integer_value !== undefined && b.integer_value !== undefined) {
    // Integer overflow saturates, as the service does.
    let sum = BigInt(a.integer_value) + BigInt(b.integer_value);
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integer_value: sum.toString() };
  }
  return { double_value: asNumber(a) + asNumber(b) };
}

function asNumber(v: Value): number {
  return v.integer_value !== undefined ? Number(v.integer_value) : Number(v.double_value);
}

/** Mixed int/double: the larger (smaller) operand wins with its type; equal values keep the stored one. */
function extreme(kind: 'maximum' | 'minimum', stored: Value, operand: Value): Value {
  if (isNaNValue(stored)) return stored;
  if (isNaNValue(operand)) return operand;
  const c = compareValues(operand, stored);
  if (c === 0) return stored;
  return (kind === 'maximum' ? c > 0 : c < 0) ? operand : stored;
}

/** Validates the operand of a transform as received. */
export function checkTransformOperand(op: TransformOp, path: string): void {
  if (op.kind === 'increment' || op.kind === 'maximum' || op.kind === 'minimum') {
    const k = kindOf(op.operand);
    if (k !== 'integer_value' && k !== 'double_value') {
      throw invalidArgument(`The ${op.kind} transform on field "${path}" needs a number operand.`);
    }
  }
}
