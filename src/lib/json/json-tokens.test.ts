import { describe, expect, it } from 'vitest';
import { tokenizeJson } from './json-tokens';

describe('tokenizeJson', () => {
  it('labels keys, strings, numbers and literals', () => {
    const text = '{\n  "a": "x",\n  "b": [1, -2.5e3, true, false, null]\n}';
    expect(tokenizeJson(text)).toEqual([
      { kind: 'plain', text: '{\n  ' },
      { kind: 'key', text: '"a"' },
      { kind: 'plain', text: ': ' },
      { kind: 'string', text: '"x"' },
      { kind: 'plain', text: ',\n  ' },
      { kind: 'key', text: '"b"' },
      { kind: 'plain', text: ': [' },
      { kind: 'number', text: '1' },
      { kind: 'plain', text: ', ' },
      { kind: 'number', text: '-2.5e3' },
      { kind: 'plain', text: ', ' },
      { kind: 'literal', text: 'true' },
      { kind: 'plain', text: ', ' },
      { kind: 'literal', text: 'false' },
      { kind: 'plain', text: ', ' },
      { kind: 'literal', text: 'null' },
      { kind: 'plain', text: ']\n}' },
    ]);
  });

  it('keeps escaped quotes, and numbers or colons inside strings, in the string', () => {
    expect(tokenizeJson('{"k\\"1": "a \\"b\\": 2 true"}')).toEqual([
      { kind: 'plain', text: '{' },
      { kind: 'key', text: '"k\\"1"' },
      { kind: 'plain', text: ': ' },
      { kind: 'string', text: '"a \\"b\\": 2 true"' },
      { kind: 'plain', text: '}' },
    ]);
  });

  it.each(['', '{"a":[1,2]}', '"unterminated', 'not json: 12 {', '{"a"\n:\n1}'])(
    'gives back %j exactly when joined',
    (text) => {
      expect(
        tokenizeJson(text)
          .map((token) => token.text)
          .join(''),
      ).toBe(text);
    },
  );
});
