import { describe, expect, it } from 'vitest';
import { readSiteChoices } from './site-choices';

describe('readSiteChoices', () => {
  it('reads what the start-up script wrote', () => {
    expect(
      readSiteChoices({
        unavailable: ['jwt-parser', 'hash-text'],
        language: 'fr',
        tools: { 'json-prettify': { indentSize: 4, sortKeys: true, note: 'x' } },
      }),
    ).toEqual({
      unavailable: ['jwt-parser', 'hash-text'],
      language: 'fr',
      toolDefaults: { 'json-prettify': { indentSize: 4, sortKeys: true, note: 'x' } },
    });
  });

  it('chooses nothing on a site served without it, and skips what it cannot read', () => {
    const none = { unavailable: [], language: undefined, toolDefaults: {} };
    expect(readSiteChoices(undefined)).toEqual(none);
    expect(readSiteChoices('text')).toEqual(none);
    expect(
      readSiteChoices({ unavailable: ['a', 3], language: 7, tools: { a: [1], b: { x: null, y: 1, z: Infinity } } }),
    ).toEqual({ unavailable: ['a'], language: undefined, toolDefaults: { b: { y: 1 } } });
  });
});
