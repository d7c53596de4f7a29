import { describe, expect, it } from 'vitest';
import { ConfigError, describeValue } from './config-error.ts';

describe('describeValue', () => {
  it.each<[string, unknown, string]>([
    ['quotes text', 'staging', '"staging"'],
    ['shows empty text visibly', '', '""'],
    ['numbers', 1.5, '1.5'],
    ['null', null, 'null'],
    ['lists', ['a', 1], '["a",1]'],
    ['objects', { a: true }, '{"a":true}'],
    ['undefined', undefined, 'undefined'],
    ['big integers, which JSON cannot hold', 10n, '10'],
  ])('%s', (_label, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});

describe('ConfigError', () => {
  it('keeps its issues and names each key in the message', () => {
    const issues = [
      { key: 'a', reason: 'must be a string (got 1 from config file)', source: 'config file' },
      { key: 'b.c', reason: 'must be a boolean (got "x" from B_C)', source: 'B_C' },
    ];
    const error = new ConfigError(issues);
    expect(error.issues).toEqual(issues);
    expect(error.message).toBe(
      'Invalid configuration: a must be a string (got 1 from config file); b.c must be a boolean (got "x" from B_C)',
    );
  });
});
