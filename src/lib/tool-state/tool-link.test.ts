import { afterEach, describe, expect, it } from 'vitest';
import { currentToolLink, publishLinkPart, toolLinkUrl, withdrawLinkPart, type LinkPart } from './tool-link';

const options: LinkPart = { names: ['length', 'symbols'], params: [['length', '16']], omitted: [] };
const card: LinkPart = { names: ['note', 'iv'], params: [['iv', '00ff']], omitted: ['note'] };

afterEach(() => {
  withdrawLinkPart('options');
  withdrawLinkPart('card');
});

describe('the open tool link', () => {
  it.each<[string, [string, LinkPart][], string, string[], string[]]>([
    ['with no fields on the page, is empty', [], '', [], []],
    ['holds one owner’s part', [['options', options]], 'length=16', ['length', 'symbols'], []],
    [
      'joins several owners’ parts',
      [
        ['options', options],
        ['card', card],
      ],
      'length=16&iv=00ff',
      ['length', 'symbols', 'note', 'iv'],
      ['note'],
    ],
    [
      'takes an owner’s latest part',
      [
        ['options', options],
        ['options', { ...options, params: [['length', '8']] }],
      ],
      'length=8',
      ['length', 'symbols'],
      [],
    ],
  ])('%s', (_, published, fragment, names, omitted) => {
    for (const [owner, part] of published) publishLinkPart(owner, part);
    expect(currentToolLink()).toEqual({ fragment, names, omitted });
  });

  it('drops an owner’s part when it leaves the page', () => {
    publishLinkPart('options', options);
    publishLinkPart('card', card);
    withdrawLinkPart('card');
    expect(currentToolLink()).toEqual({ fragment: 'length=16', names: ['length', 'symbols'], omitted: [] });
  });

  it('encodes values as a query string does', () => {
    publishLinkPart('options', { names: ['separator'], params: [['separator', ' | & #']], omitted: [] });
    expect(currentToolLink().fragment).toBe('separator=+%7C+%26+%23');
    withdrawLinkPart('options');
  });
});

describe('toolLinkUrl', () => {
  it.each([
    ['', 'https://it-tools.example/token-generator'],
    ['length=16', 'https://it-tools.example/token-generator#length=16'],
  ])('with the fragment %j is %s', (fragment, expected) => {
    expect(toolLinkUrl({ origin: 'https://it-tools.example', pathname: '/token-generator' }, fragment)).toBe(expected);
  });
});
