import { describe, expect, it } from 'vitest';
import { err, ok } from '../../lib/result';
import { showConversion, type ShownConversion, type TextConversion } from './text-conversion';

describe('showConversion', () => {
  it.each<[string, TextConversion, ShownConversion]>([
    ['a plain output', 'SGk=', { output: 'SGk=' }],
    ['a successful Result', ok('Hi'), { output: 'Hi' }],
    ['an output with a notice', ok({ text: '\uFFFD', notice: 'Not UTF-8' }), { output: '\uFFFD', notice: 'Not UTF-8' }],
    ['an error, with an empty output', err('Not binary'), { output: '', error: 'Not binary' }],
    [
      'an error with its hint',
      err({ message: 'Not base64', hint: 'Try URL safe' }),
      { output: '', error: 'Not base64', hint: 'Try URL safe' },
    ],
  ])('shows %s', (_case, conversion, shown) => {
    expect(showConversion(conversion)).toEqual(shown);
  });
});
