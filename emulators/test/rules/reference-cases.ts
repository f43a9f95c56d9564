// One condition per construct of the rules reference, in our own words: `holds` must evaluate to
// true, `fails` to false or an error. Shared by the engine's unit tests and the conformance suite
// that runs them through the emulators.

export const holds: Record<string, string> = {
  // string
  'string size': "'héllo'.size() == 5",
  'string lower/upper': "'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC'",
  'string trim': "' a '.trim() == 'a'",
  'string matches (RE2, whole string)': "'ab12'.matches('[a-z]+[0-9]+') && !'ab12x'.matches('[a-z]+[0-9]+')",
  'string split': "'a,b,,c'.split(',') == ['a', 'b', '', 'c']",
  'string replace': "'a-b-c'.replace('-', '+') == 'a+b+c'",
  'string toUtf8': "'é'.toUtf8().size() == 2",
  'string concat and compare': "'a' + 'b' == 'ab' && 'a' < 'b'",
  'string index and range': "'abc'[0] == 'a' && 'abcd'[1:3] == 'bc'",
  // int and float
  'int arithmetic': '7 / 2 == 3 && 7 % 2 == 1 && -7 / 2 == -3 && 2 * 3 - 1 == 5',
  'float arithmetic': '7 / 2.0 == 3.5 && 1.5 + 1 == 2.5',
  'int equals float': '2 == 2.0',
  'number conversions': "int('12') == 12 && float(1) == 1.0 && int(2.9) == 2 && string(3) == '3'",
  // bool and null
  'bool operators': 'true && !false && (false || true)',
  'null equality': 'null == null && null != 0',
  // bytes
  bytes: "b'\\x01\\x02'.size() == 2 && b'abc'.toBase64() == 'YWJj' && b'\\xff'.toHexString() == 'FF'",
  // list
  'list size, index, range, in':
    '[1, 2, 3].size() == 3 && [1, 2, 3][2] == 3 && [1, 2, 3][0:2] == [1, 2] && 2 in [1, 2]',
  'list hasAll/hasAny/hasOnly':
    "['a', 'b'].hasAll(['a']) && ['a'].hasAny(['a', 'z']) && ['a'].hasOnly(['a', 'b'])",
  'list concat, join, removeAll, toSet':
    "[1] + [2] == [1, 2] && [1].concat([2]) == [1, 2] && ['a', 'b'].join('/') == 'a/b' && [1, 2, 1].removeAll([1]) == [2] && [1, 1].toSet().size() == 1",
  // set
  'set operations':
    '[1, 2].toSet().union([3].toSet()).size() == 3 && [1, 2].toSet().intersection([2].toSet()) == [2].toSet() && [1, 2].toSet().difference([2].toSet()) == [1].toSet()',
  'set has*':
    '[1, 2].toSet().hasAll([1]) && [1].toSet().hasAny([1]) && [1].toSet().hasOnly([1, 2]) && 1 in [1].toSet()',
  // map and MapDiff
  'map access and in': "{'a': 1}.a == 1 && {'a': 1}['a'] == 1 && 'a' in {'a': 1}",
  'map keys, values, size, get':
    "{'a': 1}.keys() == ['a'] && {'a': 1}.values() == [1] && {'a': 1}.size() == 1 && {'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {}.get('x', 5) == 5",
  'map diff':
    "{'a': 1, 'b': 2}.diff({'b': 3, 'c': 4}).addedKeys() == ['a'].toSet() && {'a': 1, 'b': 2}.diff({'b': 3, 'c': 4}).removedKeys() == ['c'].toSet() && {'a': 1, 'b': 2}.diff({'b': 3, 'c': 4}).changedKeys() == ['b'].toSet() && {'a': 1}.diff({'a': 1}).unchangedKeys() == ['a'].toSet() && {'a': 1, 'b': 2}.diff({'b': 3, 'c': 4}).affectedKeys() == ['a', 'b', 'c'].toSet()",
  // timestamp and duration
  'timestamp fields':
    'timestamp.date(2024, 2, 29).year() == 2024 && timestamp.date(2024, 2, 29).month() == 2 && timestamp.date(2024, 2, 29).day() == 29 && timestamp.date(2024, 2, 29).dayOfWeek() == 4 && timestamp.date(2024, 12, 31).dayOfYear() == 366',
  'timestamp time of day':
    'timestamp.value(3723004).hours() == 1 && timestamp.value(3723004).minutes() == 2 && timestamp.value(3723004).seconds() == 3 && timestamp.value(3723004).nanos() == 4000000 && timestamp.value(3723004).time() == duration.time(1, 2, 3, 4000000) && timestamp.value(3723004).date() == timestamp.value(0)',
  'timestamp toMillis and request.time':
    'timestamp.value(1234).toMillis() == 1234 && request.time > timestamp.date(2020, 1, 1)',
  'timestamp arithmetic':
    "timestamp.value(0) + duration.value(1, 'd') == timestamp.date(1970, 1, 2) && timestamp.date(1970, 1, 2) - timestamp.value(0) == duration.value(24, 'h')",
  duration:
    "duration.value(90, 'm').seconds() == 5400 && duration.value(1500, 'ms').nanos() == 500000000 && duration.abs(duration.value(-1, 's')) == duration.value(1, 's') && duration.value(1, 'w') > duration.value(6, 'd')",
  // latlng
  latlng:
    'latlng.value(10, 20).latitude() == 10 && latlng.value(10, 20).longitude() == 20 && latlng.value(0, 0).distance(latlng.value(1, 0)) > 110000',
  // path
  'path literal, index, bind, join':
    "/databases/$(database)/documents[1] == database && path('/a/{x}').bind({'x': 'b'}) == /a/b && /a / 'b' == /a/b",
  // math
  math: 'math.abs(-2) == 2 && math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.round(1.5) == 2 && math.sqrt(4) == 2.0 && math.pow(2, 3) == 8.0 && math.isInfinite(1.0 / 0) && math.isNaN(0.0 / 0)',
  // hashing
  hashing:
    "hashing.md5('').toHexString() == 'D41D8CD98F00B204E9800998ECF8427E' && hashing.sha256('').toHexString() == 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855' && hashing.crc32('a').size() == 4 && hashing.crc32c('a').size() == 4",
  // debug, is, ternary, precedence
  'debug returns its value': 'debug(41 + 1) == 42',
  'is type checks':
    "1 is int && 1.0 is float && 1 is number && 'a' is string && true is bool && [1] is list && {} is map && [1].toSet() is set && request.time is timestamp && duration.value(1, 's') is duration && latlng.value(0, 0) is latlng && /a is path && b'a' is bytes",
  'ternary and precedence': '(false ? 1 : 2) == 2 && 1 + 2 * 3 == 7 && true || false && false',
  'error tolerance of || and &&': '(resource.data.x == 1 || true) && !(false && resource.data.x == 1)',
  'functions with let': 'twice(2) == 4',
  'request fields': "request.method == 'get' && request.path[3] == 'checks' && request.auth == null",
};

export const fails: Record<string, string> = {
  'int overflow': '9223372036854775807 + 1 > 0',
  'int division by zero': '1 / 0 == 0',
  'index out of range': '[1][5] == 1',
  'missing map key': "{'a': 1}.b == 1",
  'null value': 'resource.data.x == 1',
  'error || false': 'resource.data.x == 1 || false',
  'true && error': 'true && resource.data.x == 1',
  'non-bool condition from data': 'request.method',
  'string matches is anchored': "'xaby'.matches('ab')",
  'list hasOnly': "['a', 'c'].hasOnly(['a', 'b'])",
};

/** Function declarations the cases above may call. */
export const FUNCTIONS = 'function twice(n) { let m = n * 2; return m; }';

/** A rules file with one `allow get` per case on /checks/{name}: reading /checks/h<i> succeeds
 * exactly when holds case i is true, /checks/f<i> when fails case i is (wrongly) true. */
export function referenceRules(): string {
  const allows = [
    ...Object.values(holds).map((c, i) => `      allow get: if name == 'h${i}' && (${c});`),
    ...Object.values(fails).map((c, i) => `      allow get: if name == 'f${i}' && (${c});`),
  ];
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${FUNCTIONS}
    match /checks/{name} {
${allows.join('\n')}
    }
  }
}`;
}

export const holdCases = Object.entries(holds).map(([title, condition], i) => ({
  title,
  condition,
  id: `h${i}`,
}));
export const failCases = Object.entries(fails).map(([title, condition], i) => ({
  title,
  condition,
  id: `f${i}`,
}));
