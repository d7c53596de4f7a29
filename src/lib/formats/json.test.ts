import { describe, expect, it } from 'vitest';
import { ConversionError } from '../conversion/conversion';
import { readJson, writeJson } from './json';

describe('readJson', () => {
  it('reads JSON and JSON5', () => {
    expect(readJson('{"a": [1]}')).toEqual({ a: [1] });
    expect(readJson("{a: 'b', /* c */ d: [1,],}")).toEqual({ a: 'b', d: [1] });
  });

  it("throws a ConversionError with the parser's message, position included", () => {
    expect(() => readJson('{"a": }')).toThrow(new ConversionError("Invalid JSON: JSON5: invalid character '}' at 1:7"));
  });

  it('throws the message a tool gives instead, when it gives one', () => {
    expect(() => readJson('{"a": }', 'Not JSON.')).toThrow(new ConversionError('Not JSON.'));
  });
});

describe('writeJson', () => {
  it('indents by two spaces and keeps key order', () => {
    expect(writeJson({ b: 1, a: [true] })).toBe('{\n  "b": 1,\n  "a": [\n    true\n  ]\n}');
  });
});
