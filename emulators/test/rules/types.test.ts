// The value types of the rules reference and their methods, one describe per type.
import { describe, expect, it } from 'vitest';
import { errorOf, holds } from './helpers.ts';

async function allHold(conditions: string[]): Promise<void> {
  for (const condition of conditions) expect(await holds(condition), condition).toBe(true);
}

describe('string', () => {
  it('size counts characters, not bytes', () =>
    allHold(["'abc'.size() == 3", "'é✓'.size() == 2", "''.size() == 0"]));

  it('lower, upper and trim', () =>
    allHold(["'AbC'.lower() == 'abc'", "'AbC'.upper() == 'ABC'", "'  a b \\t'.trim() == 'a b'"]));

  it('matches the whole string with RE2 syntax', () =>
    allHold([
      "'user@example.com'.matches('.*@example[.]com')",
      "!'user@example.com.evil'.matches('.*@example[.]com')",
      "'abc'.matches('(?i)ABC')",
      "'2026-01-31'.matches('\\\\d{4}-\\\\d{2}-\\\\d{2}')",
      "!'aXb'.matches('a')",
    ]));

  it('refuses a regular expression RE2 cannot compile (backreferences)', async () => {
    expect(await errorOf("'aa'.matches('(a)\\\\1')")).toContain('Invalid regular expression');
  });

  it('split by a regular expression, keeping empty pieces', () =>
    allHold([
      "'a/b/c'.split('/') == ['a', 'b', 'c']",
      "'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']",
      "'a,'.split(',') == ['a', '']",
    ]));

  it('replace every match, with group references', () =>
    allHold([
      "'banana'.replace('a', 'o') == 'bonono'",
      "'2026-03-04'.replace('(\\\\d+)-(\\\\d+)-(\\\\d+)', '$3/$2/$1') == '04/03/2026'",
    ]));

  it('toUtf8 gives bytes', () => allHold(["'é'.toUtf8().size() == 2", "'é'.toUtf8() == b'\\xC3\\xA9'"]));

  it('concatenates with +, compares lexicographically, indexes and ranges', () =>
    allHold([
      "'ab' + 'c' == 'abc'",
      "'abc' < 'abd'",
      "'b' > 'abc'",
      "'abc'[1] == 'b'",
      "'abcdef'[1:3] == 'bc'",
    ]));

  it('string() converts ints, floats, bools and null', () =>
    allHold([
      "string(12) == '12'",
      "string(1.5) == '1.5'",
      "string(2.0) == '2.0'",
      "string(true) == 'true'",
      "string(null) == 'null'",
    ]));

  it('rejects an unknown method', async () => {
    // request.method is a string only at run time, so the mistake surfaces there.
    expect(await errorOf("request.method.reverse() == 'a'")).toBe(
      'Function not found error: Name: [reverse].',
    );
  });
});

describe('int and float', () => {
  it('keeps int arithmetic integral and truncates division toward zero', () =>
    allHold(['7 / 2 == 3', '-7 / 2 == -3', '7 % 3 == 1', '-7 % 3 == -1', '2 * 3 is int', '7 / 2 is int']));

  it('makes any float operand produce a float', () =>
    allHold([
      '7 / 2.0 == 3.5',
      '1 + 0.5 == 1.5',
      '(1 + 1.0) is float',
      '1 == 1.0',
      '2 > 1.5',
      '5.5 % 2 == 1.5',
    ]));

  it('treats int division and modulo by zero as errors', async () => {
    expect(await errorOf('1 / 0 == 0')).toContain('Division by zero');
    expect(await errorOf('1 % 0 == 0')).toContain('Modulo by zero');
  });

  it('lets float division by zero reach infinity', () =>
    allHold(['math.isInfinite(1.0 / 0)', 'math.isNaN(0.0 / 0)', '!math.isNaN(1.0)']));

  it('detects 64-bit overflow', async () => {
    expect(await holds('9223372036854775807 > 0')).toBe(true);
    expect(await holds('-9223372036854775808 < 0')).toBe(true);
    expect(await errorOf('9223372036854775807 + 1 > 0')).toBe('Integer overflow error.');
    expect(await errorOf('4611686018427387904 * 2 > 0')).toBe('Integer overflow error.');
  });

  it('compares large ints exactly', () =>
    allHold(['9007199254740993 != 9007199254740992', '9007199254740993 > 9007199254740992']));

  it('int() and float() convert', async () => {
    await allHold([
      "int('42') == 42",
      'int(3.9) == 3',
      'int(-3.9) == -3',
      "float('1.5') == 1.5",
      'float(2) is float',
    ]);
    expect(await errorOf("int('4x') == 4")).toContain('Cannot convert');
  });

  it('is number covers both', () =>
    allHold(['1 is number', '1.5 is number', "!('1' is number)", '!(1 is float)', '!(1.0 is int)']));
});

describe('math', () => {
  it('abs, ceil, floor, round', () =>
    allHold([
      'math.abs(-3) == 3',
      'math.abs(-2.5) == 2.5',
      'math.ceil(2.1) == 3',
      'math.floor(-2.1) == -3',
      'math.round(2.5) == 3',
      'math.round(-2.5) == -3',
      'math.round(2.4) == 2',
    ]));

  it('sqrt and pow', () =>
    allHold(['math.sqrt(9) == 3.0', 'math.pow(2, 10) == 1024.0', 'math.pow(4, 0.5) == 2']));
});

describe('bool and null', () => {
  it('compares and negates', () =>
    allHold(['true == !false', 'true != false', 'null == null', 'null != false']));

  it('refuses ! on a non-bool', async () => {
    expect(await errorOf('!request.method')).toContain('Unsupported operation');
  });

  it('refuses a condition that is not a bool', async () => {
    expect(await holds('request.method')).toBe(false);
  });
});

describe('bytes', () => {
  it('size, toBase64, toHexString and equality', () =>
    allHold([
      "b'\\x00\\xff'.size() == 2",
      "b'\\xfb\\xff'.toBase64() == '-_8'",
      "b'\\x01\\xab'.toHexString() == '01AB'",
      "b'ab' == b'ab'",
      "b'ab' != b'ac'",
      "b'a' is bytes",
    ]));
});

describe('list', () => {
  it('size, index, range and in', () =>
    allHold([
      '[1, 2, 3].size() == 3',
      '[1, 2, 3][0] == 1',
      '[1, 2, 3][1:3] == [2, 3]',
      '2 in [1, 2, 3]',
      '!(4 in [1, 2, 3])',
    ]));

  it('refuses an index out of range', async () => {
    expect(await errorOf('[1][1] == 1')).toContain('Index out of range');
    expect(await errorOf('[1][-1] == 1')).toContain('Index out of range');
  });

  it('hasAll, hasAny, hasOnly', () =>
    allHold([
      "['a', 'b', 'c'].hasAll(['a', 'c'])",
      "!['a', 'b'].hasAll(['a', 'z'])",
      "['a', 'b'].hasAny(['z', 'b'])",
      "!['a', 'b'].hasAny([])",
      "['a', 'a'].hasOnly(['a', 'b'])",
      "!['a', 'c'].hasOnly(['a', 'b'])",
      "['a'].hasAll(['a'].toSet())",
    ]));

  it('concat with + and concat(), join, removeAll, toSet', () =>
    allHold([
      '[1] + [2, 3] == [1, 2, 3]',
      '[1].concat([2]) == [1, 2]',
      "['a', 'b'].join('-') == 'a-b'",
      '[1, 2, 1, 3].removeAll([1]) == [2, 3]',
      '[1, 1, 2].toSet() == [2, 1].toSet()',
      '[1, 1, 2].toSet().size() == 2',
    ]));

  it('compares element by element', () =>
    allHold(['[1, [2]] == [1, [2]]', '[1, 2] != [2, 1]', '[1, 1.0] == [1.0, 1]']));
});

describe('set', () => {
  it('union, intersection, difference and size', () =>
    allHold([
      '[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()',
      '[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()',
      '[1, 2].toSet().difference([2, 3].toSet()) == [1].toSet()',
      '[1, 2, 2].toSet().size() == 2',
      '[1].toSet() is set',
    ]));

  it('hasAll, hasAny, hasOnly and in', () =>
    allHold([
      "['a', 'b'].toSet().hasAll(['a'])",
      "['a', 'b'].toSet().hasAny(['b', 'x'])",
      "['a'].toSet().hasOnly(['a', 'b'])",
      "'a' in ['a'].toSet()",
    ]));
});

describe('map', () => {
  it('reads fields with . and [ ], and in tests keys', () =>
    allHold(["{'a': 1}.a == 1", "{'a b': 1}['a b'] == 1", "'a' in {'a': 1}", "!('b' in {'a': 1})"]));

  it('refuses a missing field', async () => {
    expect(await errorOf("{'a': 1}.b == 1")).toBe('Property b is undefined on object.');
  });

  it('keys, values, size', () =>
    allHold([
      "{'a': 1, 'b': 2}.keys() == ['a', 'b']",
      "{'a': 1, 'b': 2}.values() == [1, 2]",
      "{'a': 1}.size() == 1",
    ]));

  it('get with a default, and with a list of keys as a path', () =>
    allHold([
      "{'a': 1}.get('a', 0) == 1",
      "{'a': 1}.get('b', 0) == 0",
      "{'a': {'b': {'c': 3}}}.get(['a', 'b', 'c'], 0) == 3",
      "{'a': {'b': 1}}.get(['a', 'x'], 'none') == 'none'",
      "{'a': 1}.get(['a', 'b'], null) == null",
    ]));

  it('compares deeply, whatever the key order', () =>
    allHold(["{'a': 1, 'b': [1]} == {'b': [1], 'a': 1}", "{'a': 1} != {'a': 2}"]));

  it('diff reports added, removed, changed, unchanged and affected keys', () =>
    allHold([
      "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5}).addedKeys() == ['a'].toSet()",
      "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5}).removedKeys() == ['d'].toSet()",
      "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5}).changedKeys() == ['c'].toSet()",
      "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5}).unchangedKeys() == ['b'].toSet()",
      "{'a': 1, 'b': 2, 'c': 3}.diff({'b': 2, 'c': 4, 'd': 5}).affectedKeys() == ['a', 'c', 'd'].toSet()",
      "{'a': 1}.diff({'a': 1.0}).changedKeys().size() == 0",
    ]));
});

describe('timestamp and duration', () => {
  // The request time in these tests is 2026-03-04T05:06:07.089Z, a Wednesday.
  it('reads calendar fields in UTC', () =>
    allHold([
      'request.time.year() == 2026',
      'request.time.month() == 3',
      'request.time.day() == 4',
      'request.time.hours() == 5',
      'request.time.minutes() == 6',
      'request.time.seconds() == 7',
      'request.time.nanos() == 89000000',
      'request.time.dayOfWeek() == 3',
      'request.time.dayOfYear() == 63',
    ]));

  it('date(), time() and toMillis()', () =>
    allHold([
      'request.time.date() == timestamp.date(2026, 3, 4)',
      'request.time.time() == duration.time(5, 6, 7, 89000000)',
      'request.time.toMillis() == 1772600767089',
      'timestamp.value(1772600767089) == request.time',
    ]));

  it('adds and subtracts durations and compares', () =>
    allHold([
      "request.time + duration.value(1, 'h') > request.time",
      "request.time - duration.value(1, 'd') == timestamp.value(1772600767089 - 86400000)",
      'request.time - timestamp.date(2026, 3, 4) == duration.time(5, 6, 7, 89000000)',
      "duration.value(90, 's') == duration.value(1, 'm') + duration.value(30, 's')",
      "duration.value(1, 'w') == duration.value(7, 'd')",
      "duration.value(1500, 'ms').seconds() == 1 && duration.value(1500, 'ms').nanos() == 500000000",
      "duration.abs(duration.value(-2, 's')) == duration.value(2, 's')",
      "duration.value(1, 'ns') < duration.value(1, 'ms')",
      'request.time is timestamp',
      "duration.value(1, 's') is duration",
    ]));

  it('refuses an unknown duration unit', async () => {
    expect(await errorOf("duration.value(1, 'y') > duration.value(0, 's')")).toContain(
      'Invalid duration unit',
    );
  });
});

describe('latlng', () => {
  it('latitude, longitude and distance in meters', () =>
    allHold([
      'latlng.value(48.85, 2.35).latitude() == 48.85',
      'latlng.value(48.85, 2.35).longitude() == 2.35',
      'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000',
      'latlng.value(0, 0).distance(latlng.value(0, 1)) < 111400',
      'latlng.value(1, 1) == latlng.value(1, 1)',
      'latlng.value(1, 1) is latlng',
    ]));
});

describe('path', () => {
  it('indexes segments, takes ranges and joins with /', () =>
    allHold([
      "path('/a/b/c')[1] == 'b'",
      "path('/a/b/c')[0:2] == /a/b",
      "/a/b / 'c' == /a/b/c",
      "path('/a/b') / path('c/d') == /a/b/c/d",
      "path('/a/b') is path",
      "string(/a/b) == '/a/b'",
    ]));

  it('binds {variables} from a map', () =>
    allHold(["path('/users/{uid}/posts/{post}').bind({'uid': 'u1', 'post': 'p1'}) == /users/u1/posts/p1"]));
});

describe('hashing', () => {
  it('md5, sha256, crc32 and crc32c of strings and bytes', () =>
    allHold([
      "hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'",
      "hashing.sha256('abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'",
      "hashing.sha256(b'abc') == hashing.sha256('abc')",
      "hashing.crc32('123456789').toHexString() == 'CBF43926'",
      "hashing.crc32c('123456789').toHexString() == 'E3069283'",
    ]));
});

describe('debug', () => {
  it('returns its argument unchanged', () => allHold(['debug(1 + 1) == 2', "debug({'a': [1]}).a == [1]"]));
});

describe('is', () => {
  it('checks every type name', () =>
    allHold([
      'true is bool',
      "'s' is string",
      '[1] is list',
      "{'a': 1} is map",
      '{}.diff({}) is map_diff',
      '/a/b is path',
      '!(null is map)',
      '!([1] is map)',
    ]));
});
