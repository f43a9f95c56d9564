// The proto3 JSON mapping against the official protos: what the web SDK sends must reach the engine
// in the gRPC object shape, and what the engine answers must read back as the JSON Google serves.
import { describe, expect, it } from 'vitest';
import { lookupMessage } from '../../src/protocols/firestore-protos.ts';
import { fromJson, JsonMappingError, toJson } from '../../src/protocols/json/mapping.ts';

const Value = lookupMessage('google.firestore.v1.Value');
const CommitRequest = lookupMessage('google.firestore.v1.CommitRequest');
const ListenRequest = lookupMessage('google.firestore.v1.ListenRequest');
const ListenResponse = lookupMessage('google.firestore.v1.ListenResponse');
const Status = lookupMessage('google.rpc.Status');

describe('JSON to the gRPC object shape', () => {
  it('maps every Firestore value kind', () => {
    expect(fromJson(Value, { integerValue: '9007199254740993' })).toMatchObject({
      value_type: 'integer_value',
      integer_value: '9007199254740993',
    });
    expect(fromJson(Value, { doubleValue: 'NaN' }).double_value).toBeNaN();
    expect(fromJson(Value, { doubleValue: '-Infinity' }).double_value).toBe(Number.NEGATIVE_INFINITY);
    expect(fromJson(Value, { nullValue: null })).toMatchObject({
      value_type: 'null_value',
      null_value: 'NULL_VALUE',
    });
    expect(fromJson(Value, { bytesValue: 'AQID' }).bytes_value).toEqual(Buffer.from([1, 2, 3]));
    expect(fromJson(Value, { timestampValue: '2024-02-29T12:30:00.123456789Z' }).timestamp_value).toEqual({
      seconds: '1709209800',
      nanos: 123456789,
    });
    expect(fromJson(Value, { timestampValue: '2024-02-29T13:30:00+01:00' }).timestamp_value).toEqual({
      seconds: '1709209800',
      nanos: 0,
    });
    expect(
      fromJson(Value, { mapValue: { fields: { a: { booleanValue: false }, b: { arrayValue: {} } } } }),
    ).toMatchObject({
      map_value: {
        fields: { a: { value_type: 'boolean_value', boolean_value: false }, b: { array_value: {} } },
      },
    });
  });

  it('accepts proto names as well as JSON names and leaves defaults out like the engine loader', () => {
    const request = fromJson(CommitRequest, {
      database: 'projects/p/databases/(default)',
      writes: [{ update: { name: 'n', fields: {} }, current_document: { exists: false } }],
    });
    expect(request).not.toHaveProperty('transaction');
    expect(request.writes).toMatchObject([
      { operation: 'update', current_document: { exists: false, condition_type: 'exists' } },
    ]);
  });

  it('reads wrappers bare, as the web SDK sends expectedCount', () => {
    const request = fromJson(ListenRequest, {
      database: 'd',
      addTarget: { documents: { documents: ['a'] }, targetId: 2, expectedCount: 1, resumeToken: 'AAE=' },
    });
    expect(request.add_target).toMatchObject({
      target_id: 2,
      expected_count: { value: 1 },
      resume_token: Buffer.from([0, 1]),
    });
  });

  it('refuses what does not fit the message with a clear error', () => {
    expect(() => fromJson(CommitRequest, { writes: {} })).toThrow(JsonMappingError);
    expect(() => fromJson(CommitRequest, { database: 'd', wrtes: [] })).toThrow(/Unknown name "wrtes"/);
    expect(() => fromJson(Value, { integerValue: '1.5' })).toThrow(/Invalid integer/);
    expect(() => fromJson(Value, { timestampValue: '2023-02-30T00:00:00Z' })).toThrow(/Invalid timestamp/);
    expect(() => fromJson(Value, { integerValue: '1', stringValue: 'x' })).toThrow(/already set/);
    expect(() => fromJson(Value, 'x')).toThrow(/Expected an object/);
  });
});

describe('gRPC object shape to JSON', () => {
  it('renders a listen response as Google serves it', () => {
    const json = toJson(ListenResponse, {
      response_type: 'target_change',
      target_change: {
        target_change_type: 'CURRENT',
        target_ids: [1],
        resume_token: Buffer.from([1, 2]),
        read_time: { seconds: '1700000000', nanos: 5000 },
        cause: null,
      },
    });
    expect(json).toEqual({
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [1],
        resumeToken: 'AQI=',
        readTime: '2023-11-14T22:13:20.000005Z',
      },
    });
  });

  it('keeps default values that are the chosen member of a oneof and drops the others', () => {
    expect(toJson(Value, { value_type: 'integer_value', integer_value: '0' })).toEqual({ integerValue: '0' });
    expect(toJson(Value, { value_type: 'boolean_value', boolean_value: false })).toEqual({
      booleanValue: false,
    });
    expect(toJson(Value, { value_type: 'null_value', null_value: 'NULL_VALUE' })).toEqual({
      nullValue: null,
    });
    expect(toJson(Value, { value_type: 'double_value', double_value: Number.POSITIVE_INFINITY })).toEqual({
      doubleValue: 'Infinity',
    });
    expect(toJson(Status, { code: 0, message: '', details: [] })).toEqual({});
  });

  it('round-trips a commit request', () => {
    const json = {
      database: 'projects/p/databases/(default)',
      writes: [
        {
          update: {
            name: 'projects/p/databases/(default)/documents/a/b',
            fields: { n: { doubleValue: 1.5 } },
          },
          updateMask: { fieldPaths: ['n'] },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { updateTime: '2024-01-01T00:00:00.100Z' },
        },
      ],
    };
    expect(toJson(CommitRequest, fromJson(CommitRequest, json))).toEqual(json);
  });
});
