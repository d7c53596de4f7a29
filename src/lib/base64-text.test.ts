import { describe, expect, it } from 'vitest';
import { cleanBase64Input, isStrictBase64, readPastedBase64 } from './base64-text';

describe('readPastedBase64', () => {
  it.each([
    { input: 'aGk=', expected: { mediaType: undefined, base64: 'aGk=' } },
    { input: '  aG\nk=\r\n', expected: { mediaType: undefined, base64: 'aGk=' } },
    { input: 'data:image/png;base64,iVBO', expected: { mediaType: 'image/png', base64: 'iVBO' } },
    { input: 'data:Text/Plain;charset=utf-8;base64,aGk=', expected: { mediaType: 'text/plain', base64: 'aGk=' } },
    { input: 'DATA:;BASE64,aGk=', expected: { mediaType: '', base64: 'aGk=' } },
    { input: 'data:text/plain,aGk', expected: { mediaType: undefined, base64: 'data:text/plain,aGk' } },
  ])('reads $input', ({ input, expected }) => {
    expect(readPastedBase64(input)).toEqual(expected);
    expect(cleanBase64Input(input)).toBe(expected.base64);
  });
});

describe('isStrictBase64', () => {
  it.each([
    ['', false, true],
    ['aGk=', false, true],
    ['aGk', false, true],
    ['YQ==', false, true],
    ['YQ', false, true],
    ['Pz8+', false, true],
    ['Pz8-', true, true],
    ['Pz8+', true, false],
    ['Pz8-', false, false],
    ['YQ=', false, false],
    ['YWJj=', false, false],
    ['YWJjZ', false, false],
    ['aGk=aGk=', false, false],
    ['a+b-', false, false],
    ['a+b-', true, false],
  ])('"%s" (urlSafe %s) is %s', (base64, urlSafe, expected) => {
    expect(isStrictBase64(base64, urlSafe)).toBe(expected);
  });
});
