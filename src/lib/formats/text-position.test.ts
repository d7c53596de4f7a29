import { describe, expect, it } from 'vitest';
import { positionAt } from './text-position';

describe('positionAt', () => {
  it.each([
    ['abc', 0, { line: 1, column: 1 }],
    ['abc', 2, { line: 1, column: 3 }],
    ['ab\ncd', 2, { line: 1, column: 3 }],
    ['ab\ncd', 3, { line: 2, column: 1 }],
    ['a\r\n\nxyz', 6, { line: 3, column: 3 }],
  ])('places %j[%i]', (text, index, position) => {
    expect(positionAt(text, index)).toEqual(position);
  });
});
