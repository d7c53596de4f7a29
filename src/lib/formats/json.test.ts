import { describe, expect, it } from 'vitest';
import { thrownInEnglish } from '../../test/words';
import { readJson, writeJson } from './json';

describe('readJson', () => {
  it('reads JSON and JSON5', () => {
    expect(readJson('{"a": [1]}')).toEqual({ a: [1] });
    expect(readJson("{a: 'b', /* c */ d: [1,],}")).toEqual({ a: 'b', d: [1] });
  });

  it("ends the operation with the parser's message, position included", () => {
    expect(thrownInEnglish(() => readJson('{"a": }'))).toBe("Invalid JSON: JSON5: invalid character '}' at 1:7");
  });

  it('ends it with the message a tool gives instead, when it gives one', () => {
    expect(thrownInEnglish(() => readJson('{"a": }', 'common.errors.jsonNotValid'))).toBe(
      'Provided JSON is not valid.',
    );
  });
});

describe('writeJson', () => {
  it('indents by two spaces and keeps key order', () => {
    expect(writeJson({ b: 1, a: [true] })).toBe('{\n  "b": 1,\n  "a": [\n    true\n  ]\n}');
  });
});
