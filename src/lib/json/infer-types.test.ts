import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import { inferJsonType, mergeTypes, typeSignature, type InferredType } from './infer-types';

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
    expect(infer([1, 'x'])).toEqual({
      kind: 'array',
      element: { kind: 'union', members: [int, text], nullable: false },
      nullable: false,
    });
  });

  it('keeps a mix of kinds as a union: one member per kind, first-seen order, null on the union', () => {
    const mixed = infer([1, 'a', null, { k: true }, [2], 2.5, 'b', { j: 1 }, [null]]);
    expect(mixed).toEqual({
      kind: 'array',
      nullable: false,
      element: {
        kind: 'union',
        nullable: true,
        members: [
          float,
          text,
          {
            kind: 'object',
            nullable: false,
            fields: [
              { key: 'k', type: { kind: 'boolean', nullable: false }, optional: true },
              { key: 'j', type: int, optional: true },
            ],
          },
          { kind: 'array', element: { ...int, nullable: true }, nullable: false },
        ],
      },
    });
  });

  it('takes a nullable sample into a union as a plain member', () => {
    expect(infer([{ a: null }, { a: 1 }, { a: 'x' }, { a: 'y' }])).toMatchObject({
      element: { fields: [{ key: 'a', type: { kind: 'union', members: [int, text], nullable: true } }] },
    });
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

describe('typeSignature', () => {
  const union = (members: InferredType[]): InferredType => ({ kind: 'union', members, nullable: false });

  it('tells unions apart by their members, unless they all count as one catch-all type', () => {
    const a = { kind: 'object', fields: [{ key: 'x', type: union([int, text]), optional: false }], nullable: false };
    const b = { ...a, fields: [{ key: 'x', type: union([text, float]), optional: false }] } as InferredType;
    expect(typeSignature(a as InferredType)).not.toBe(typeSignature(b));
    expect(typeSignature(a as InferredType, 'any')).toBe(typeSignature(b, 'any'));
    expect(typeSignature({ ...int, nullable: true }, 'any')).not.toBe(typeSignature(int, 'any'));
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
