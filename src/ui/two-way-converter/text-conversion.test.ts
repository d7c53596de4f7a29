import { describe, expect, it } from 'vitest';
import { showConversion } from './text-conversion';

describe('showConversion', () => {
  it.each([
    ['a plain output', 'SGk=', { output: 'SGk=' }],
    [
      'an output with a notice',
      { ok: true, value: '\uFFFD', notice: 'Not UTF-8' },
      { output: '\uFFFD', notice: 'Not UTF-8' },
    ],
    [
      'an error, with an empty output and the hint',
      { ok: false, error: 'Not base64', hint: 'Try URL safe' },
      { output: '', error: 'Not base64', hint: 'Try URL safe' },
    ],
  ] as const)('shows %s', (_case, conversion, shown) => {
    expect(showConversion(conversion)).toEqual(shown);
  });
});
