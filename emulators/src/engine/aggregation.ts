// count, sum and avg over a query's results.
import { invalidArgument } from './errors.ts';
import { parseFieldPath } from './paths.ts';
import { fieldOf } from './query.ts';
import type { StoredDocument } from './store.ts';
import { toDouble, type Value } from './values.ts';

export interface AggregationProto {
  count?: { up_to?: { value?: string | number } };
  sum?: { field?: { field_path?: string } };
  avg?: { field?: { field_path?: string } };
  alias?: string;
  operator?: string;
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/** The service's limits, checked before the rules are: one to five aggregations. */
export function checkAggregations(aggregations: AggregationProto[]): void {
  if (aggregations.length === 0)
    throw invalidArgument('An aggregation query needs at least one aggregation.');
  if (aggregations.length > MAX_AGGREGATIONS)
    throw invalidArgument(
      `Too many aggregations: ${aggregations.length}, the maximum number of aggregations is ${MAX_AGGREGATIONS}.`,
    );
}

const MAX_AGGREGATIONS = 5;

export function aggregate(docs: StoredDocument[], aggregations: AggregationProto[]): Record<string, Value> {
  checkAggregations(aggregations);
  const out: Record<string, Value> = {};
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (alias in out) throw invalidArgument(`Duplicate aggregation alias "${alias}".`);
    out[alias] = aggregateOne(docs, a);
  });
  return out;
}

function aggregateOne(docs: StoredDocument[], a: AggregationProto): Value {
  if (a.count) {
    const upTo = a.count.up_to?.value !== undefined ? Number(a.count.up_to.value) : Number.POSITIVE_INFINITY;
    if (upTo < 1) throw invalidArgument('count up_to must be at least 1.');
    return { integer_value: String(Math.min(docs.length, upTo)) };
  }
  if (a.sum) return sum(numbersOf(docs, a.sum.field?.field_path));
  if (a.avg) {
    const values = numbersOf(docs, a.avg.field?.field_path);
    if (values.length === 0) return { null_value: 'NULL_VALUE' };
    const total = values.reduce((n, v) => n + asDouble(v), 0);
    return { double_value: total / values.length };
  }
  throw invalidArgument('Unknown aggregation: expected count, sum or avg.');
}

function numbersOf(docs: StoredDocument[], fieldPath: string | undefined): Value[] {
  const path = parseFieldPath(String(fieldPath ?? ''));
  const out: Value[] = [];
  for (const doc of docs) {
    const v = fieldOf(doc, path);
    if (v && (v.integer_value !== undefined || v.double_value !== undefined)) out.push(v);
  }
  return out;
}

function asDouble(v: Value): number {
  return v.integer_value !== undefined ? Number(v.integer_value) : toDouble(v.double_value);
}

/** Integers sum as an integer until a double appears or the sum overflows. */
function sum(values: Value[]): Value {
  let integer = 0n;
  let allIntegers = true;
  for (const v of values) {
    if (v.integer_value === undefined) {
      allIntegers = false;
      break;
    }
    integer += BigInt(v.integer_value);
    if (integer > INT64_MAX || integer < INT64_MIN) {
      allIntegers = false;
      break;
    }
  }
  if (allIntegers) return { integer_value: integer.toString() };
  return { double_value: values.reduce((n, v) => n + asDouble(v), 0) };
}
