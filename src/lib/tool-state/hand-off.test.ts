import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToolState, handOff, publishToolState, takeHandOff, withdrawToolState } from './hand-off';

afterEach(() => {
  takeHandOff('json-to-yaml', ['json', 'indent']);
  withdrawToolState('a');
  withdrawToolState('b');
});

describe('hand-off', () => {
  it('gives each owner of the receiving page its own fields, once', () => {
    handOff({ slug: 'json-to-yaml', values: { json: '{}', indent: 4 }, guarded: ['json'] });
    expect(takeHandOff('other-tool', ['json'])).toBeUndefined();
    expect(takeHandOff('json-to-yaml', ['json'])).toEqual({ values: { json: '{}' }, guarded: ['json'] });
    expect(takeHandOff('json-to-yaml', ['json'])).toBeUndefined();
    expect(takeHandOff('json-to-yaml', ['indent', 'other'])).toEqual({ values: { indent: 4 }, guarded: [] });
    expect(takeHandOff('json-to-yaml', ['indent'])).toBeUndefined();
  });

  it('is forgotten when the page it was for never opens', () => {
    vi.useFakeTimers();
    try {
      handOff({ slug: 'json-to-yaml', values: { json: '{}' }, guarded: [] });
      vi.advanceTimersByTime(11_000);
      expect(takeHandOff('json-to-yaml', ['json'])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathers the open tool’s state from all its owners', () => {
    expect(currentToolState()).toBeUndefined();
    publishToolState('a', { slug: 'jwt-parser', values: { jwt: 'x.y.z' }, guarded: [] });
    publishToolState('b', { slug: 'jwt-parser', values: { secret: 's' }, guarded: ['secret'] });
    expect(currentToolState()).toEqual({
      slug: 'jwt-parser',
      values: { jwt: 'x.y.z', secret: 's' },
      guarded: ['secret'],
    });
  });
});
