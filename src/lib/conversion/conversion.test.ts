import { describe, expect, it } from 'vitest';
import { ConversionError, defineConverter, firstLine } from './conversion';

const shout = defineConverter<{ mark: string }>((text, { mark }) => {
  if (text.includes('?')) throw new ConversionError('Questions cannot be shouted.');
  if (text.includes('!')) return { output: text.toUpperCase(), notice: 'Already loud' };
  return text.toUpperCase() + mark;
});

describe('defineConverter', () => {
  it('gives the output of a step that returns text', () => {
    expect(shout('hey', { mark: '!' })).toEqual({ ok: true, value: { output: 'HEY!' } });
  });

  it('keeps the notice of a step that returns one', () => {
    expect(shout('hey!', { mark: '!' })).toEqual({ ok: true, value: { output: 'HEY!', notice: 'Already loud' } });
  });

  it.each(['', '  \n\t'])('gives an empty output for blank input %j, without running the step', (text) => {
    expect(shout(text, { mark: '!' })).toEqual({ ok: true, value: { output: '' } });
  });

  it("turns what the step throws into the error, by the thrown error's message", () => {
    expect(shout('why?', { mark: '!' })).toEqual({ ok: false, error: 'Questions cannot be shouted.' });
    const broken = defineConverter(() => {
      throw 'not an Error';
    });
    expect(broken('x', undefined)).toEqual({ ok: false, error: 'not an Error' });
  });
});

describe('firstLine', () => {
  it('keeps the first line, trimmed', () => {
    expect(firstLine('  bad token at 2:3 \n  a: [\n     ^')).toBe('bad token at 2:3');
  });
});
