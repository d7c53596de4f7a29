import { describe, expect, it } from 'vitest';
import { ipv4AddressCount, parseIpv4 } from '../../lib/ipv4/address';
import { formatIpv4Block } from '../../lib/ipv4/block';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { errorInEnglish, inEnglish, inLanguage } from '../../test/words';
import {
  exactCover,
  expandRange,
  isOneCharacterTyped,
  listAddresses,
  listedNotice,
  readAddress,
  splitRangeText,
} from './ipv4-range-expander';
import de from './locales/de.json';
import words from './locales/en.json';
import es from './locales/es.json';

const ip = (text: string) => parseIpv4(text) as number;
const expand = (start: string, end: string) => expandRange(ip(start), ip(end));

// The spec's examples run as data (operations.ts, src/tools/operations.test.ts).
describe('expandRange', () => {
  it('says a reversed range is reversed', () => {
    expect(inEnglish((expand('192.168.7.1', '192.168.6.255') as { error: Message }).error, words)).toBe(
      'Invalid combination of start and end IPv4 address',
    );
  });

  it('the whole space, with unsigned arithmetic', () => {
    expect(expand('0.0.0.0', '255.255.255.255')).toMatchObject({
      ok: true,
      value: { old: { count: '4,294,967,296' }, new: { count: '4,294,967,296', cidr: '0.0.0.0/0' } },
    });
  });

  it('one address is a /32', () => {
    expect(expand('10.0.0.7', '10.0.0.7')).toMatchObject({
      ok: true,
      value: { new: { cidr: '10.0.0.7/32', count: '1' } },
    });
  });
});

describe('exactCover', () => {
  const cover = (start: string, end: string) => exactCover(ip(start), ip(end)).map(formatIpv4Block);

  it.each([
    ['0.0.0.0', '255.255.255.255', ['0.0.0.0/0']],
    ['10.0.0.0', '10.255.255.255', ['10.0.0.0/8']],
    ['255.255.255.255', '255.255.255.255', ['255.255.255.255/32']],
    ['192.168.6.255', '192.168.7.1', ['192.168.6.255/32', '192.168.7.0/31']],
  ])('%s → %s', (start, end, expected) => {
    expect(cover(start, end)).toEqual(expected);
  });

  it('the worst case, 0.0.0.1 → 255.255.255.254, takes 62 blocks', () => {
    const blocks = exactCover(1, ipv4AddressCount - 2);
    expect(blocks).toHaveLength(62);
    expect(blocks.reduce((sum, block) => sum + 2 ** (32 - block.prefix), 0)).toBe(ipv4AddressCount - 2);
  });
});

describe('listAddresses', () => {
  it('lists a small range', () => {
    const list = listAddresses(ip('192.168.0.254'), ip('192.168.1.1'));
    expect(list).toEqual({ text: '192.168.0.254\n192.168.0.255\n192.168.1.0\n192.168.1.1', shown: 4, total: 4 });
    expect(listedNotice(list)).toBeUndefined();
  });

  it('stops at the cap: a /8 makes 4,096 lines, not 16 million', () => {
    const list = listAddresses(ip('10.0.0.0'), ip('10.255.255.255'));
    expect(list.shown).toBe(4096);
    expect(list.total).toBe(16_777_216);
    expect(list.text.split('\n').at(-1)).toBe('10.0.15.255');
    expect(inEnglish(listedNotice(list) as Message, words)).toBe('The first 4,096 of 16,777,216 addresses.');
    expect(inLanguage('de', listedNotice(list) as Message, words, de)).toBe(
      'Die ersten 4.096 von 16.777.216 Adressen.',
    );
    // Spanish groups numbers of five digits and more only.
    expect(inLanguage('es', listedNotice(list) as Message, words, es)).toBe(
      'Las primeras 4096 de 16.777.216 direcciones.',
    );
  });
});

describe('readAddress and splitRangeText', () => {
  it('reads one dotted address, nothing while blank', () => {
    expect(readAddress(' 192.168.1.1 ')).toEqual({ ok: true, value: ip('192.168.1.1') });
    expect(errorInEnglish(readAddress('192.168.1.256') as Result<number, Message>)).toBe('Invalid ipv4 address');
    expect(readAddress('  ')).toBeUndefined();
  });

  it.each([
    ['10.0.0.1-10.0.0.9', { start: '10.0.0.1', end: '10.0.0.9' }],
    [' 10.0.0.1 – 10.0.0.9 ', { start: '10.0.0.1', end: '10.0.0.9' }],
    ['10.0.0.1-10.0.0.256', undefined],
    ['10.0.0.1', undefined],
    ['10.0.0.1-', undefined],
    ['-'.repeat(200_000), undefined],
  ])('%j splits as %o', (text, expected) => {
    expect(splitRangeText(text)).toEqual(expected);
  });
});

describe('isOneCharacterTyped', () => {
  it.each([
    ['10.0.0.1-10.0.0.2', '10.0.0.1-10.0.0.25', true],
    ['', '1', true],
    ['10.0.0.1', '110.0.0.1', true],
    ['10.0.0.1', '10.0.0.1-10.0.0.9', false],
    ['192.168.100.100', '1.1.1.1-1.1.1.22', false],
    ['abc', 'abd', false],
    ['abc', 'ab', false],
  ])('%j → %j: %s', (before, after, typed) => {
    expect(isOneCharacterTyped(before, after)).toBe(typed);
  });
});
