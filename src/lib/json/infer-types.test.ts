import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import { inferJsonType, mergeTypes, type InferredType } from './infer-types';

const infer = (value: unknown) => {
  const result = inferJsonType(value);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};
const int: InferredType = { kind: 'integer', wide: false, nullable: false };
const float: InferredType = { kind: 'float', nullable: false };
const text: InferredType = { kind: 'string', dateTime: false, nullable: false };

describe('inferJsonType', () => {
  it.each([
    [1, int],
    [2_147_483_648, { kind: 'integer', wide: true, nullable: false }],
    [1.5, float],
    [true, { kind: 'boolean', nullable: false }],
    [null, { kind: 'null', nullable: true }],
    ['x', text],
    ['2024-05-01T10:00:00.5+02:00', { kind: 'string', dateTime: true, nullable: false }],
    [[], { kind: 'array', element: { kind: 'unknown', nullable: false }, nullable: false }],
  ])('types %j', (value, expected) => {
    expect(infer(value)).toEqual(expected);
  });

  it('merges array elements', () => {
    expect(infer([1, null, 2.5])).toEqual({ kind: 'array', element: { ...float, nullable: true }, nullable: false });
    expect(infer([1, 'x'])).toEqual({ kind: 'array', element: { kind: 'any', nullable: false }, nullable: false });
  });

  it('merges objects: union of fields in first-seen order, missing ones optional', () => {
    expect(
      infer([
        { a: 1, b: 'x' },
        { c: true, a: 2 },
      ]),
    ).toEqual({
      kind: 'array',
      nullable: false,
      element: {
        kind: 'object',
        nullable: false,
        fields: [
          { key: 'a', type: int, optional: false },
          { key: 'b', type: text, optional: true },
          { key: 'c', type: { kind: 'boolean', nullable: false }, optional: true },
        ],
      },
    });
  });

  it('refuses more than 200 levels instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const result = inferJsonType(deep);
    expect(!result.ok && inEnglish(result.error)).toBe('The JSON is nested more than 200 levels deep.');
  });
});

describe('mergeTypes', () => {
  it('keeps the wider integer and a date-time only when both are', () => {
    expect(mergeTypes(int, { kind: 'integer', wide: true, nullable: false })).toEqual({
      kind: 'integer',
      wide: true,
      nullable: false,
    });
    expect(mergeTypes({ ...text, dateTime: true }, text)).toEqual(text);
  });
});
