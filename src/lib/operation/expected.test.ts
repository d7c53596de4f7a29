import { describe, expect, it } from 'vitest';
import { meetsExpectation } from './expected';

describe('meetsExpectation', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { matches: /^[0-9a-f-]{36}$/ }, true],
    ['not a uuid', { matches: /^[0-9a-f-]{36}$/ }, false],
    [new Uint8Array([1, 2]), new Uint8Array([1, 2]), true],
    [new Uint8Array([1, 2]), new Uint8Array([1, 3]), false],
    [{ md5: 'x', sha1: 'y' }, { md5: 'x' }, true],
    [{ md5: 'x', sha1: 'y' }, { sha1: 'z' }, false],
    [{ nested: { a: 1 } }, { nested: { a: 1 } }, true],
    ['text', { md5: 'x' }, false],
    [3, 3, true],
  ])('%j against %j is %s', (actual, expected, result) => {
    expect(meetsExpectation(actual, expected)).toBe(result);
  });
});
