import { describe, expect, it } from 'vitest';
import { parseIpv4Block } from '../../lib/ipv4/block';
import { errorInEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import words from './locales/en.json';
import ru from './locales/ru.json';
import { parseSubnetCount, splitBlock, subnetCountError } from './subnet-split';

const block = (text: string) => parseIpv4Block(text)!;

describe('splitBlock', () => {
  it('cuts a /24 into four /26', () => {
    const split = splitBlock(block('192.168.0.1/24'), 4);
    expect(split.ok && split.value.prefix).toBe(26);
    expect(split.ok && split.value.subnets).toEqual([
      {
        cidr: '192.168.0.0/26',
        firstHost: '192.168.0.1',
        lastHost: '192.168.0.62',
        broadcast: '192.168.0.63',
        usableHosts: 62,
      },
      {
        cidr: '192.168.0.64/26',
        firstHost: '192.168.0.65',
        lastHost: '192.168.0.126',
        broadcast: '192.168.0.127',
        usableHosts: 62,
      },
      {
        cidr: '192.168.0.128/26',
        firstHost: '192.168.0.129',
        lastHost: '192.168.0.190',
        broadcast: '192.168.0.191',
        usableHosts: 62,
      },
      {
        cidr: '192.168.0.192/26',
        firstHost: '192.168.0.193',
        lastHost: '192.168.0.254',
        broadcast: '192.168.0.255',
        usableHosts: 62,
      },
    ]);
  });

  it('splits the whole space and down to /31 and /32', () => {
    const whole = splitBlock(block('0.0.0.0/0'), 4096);
    expect(whole.ok && whole.value.subnets.at(-1)?.cidr).toBe('255.240.0.0/12');
    const pairs = splitBlock(block('10.0.0.0/30'), 2);
    expect(pairs.ok && pairs.value.subnets[1]).toEqual({
      cidr: '10.0.0.2/31',
      firstHost: '10.0.0.2',
      lastHost: '10.0.0.3',
      broadcast: '',
      usableHosts: 2,
    });
    const singles = splitBlock(block('10.0.0.0/30'), 4);
    expect(singles.ok && singles.value.subnets.map((subnet) => subnet.usableHosts)).toEqual([1, 1, 1, 1]);
  });

  it('says how far a small block splits', () => {
    expect(errorInEnglish(splitBlock(block('10.0.0.0/30'), 8), words)).toBe(
      'A /30 block splits into 4 subnets at most',
    );
    expect(errorInEnglish(splitBlock(block('10.0.0.1'), 2), words)).toBe(
      'A /32 block holds one address: it cannot be split',
    );
  });
});

describe('parseSubnetCount', () => {
  it.each([
    ['2', 2],
    ['4096', 4096],
    [' 16 ', 16],
  ])('%j is %d', (typed, count) => {
    expect(parseSubnetCount(typed)).toEqual({ ok: true, value: count });
  });

  it.each(['', '1', '0', '4097', '5000', '-4', '2.5', '1e3', 'NaN', '9'.repeat(400)])('rejects %j', (typed) => {
    expect(parseSubnetCount(typed)).toEqual({ ok: false, error: subnetCountError });
  });

  it('says which counts it takes', () => {
    expect(errorInEnglish(parseSubnetCount('1'), words)).toBe('Enter a whole number of subnets from 2 to 4,096');
  });

  it('writes the largest count as the language writes numbers', () => {
    expect(inLanguage('de', subnetCountError, words, de)).toBe(
      'Gib eine ganze Zahl von Subnetzen zwischen 2 und 4.096 ein',
    );
    expect(inLanguage('ru', subnetCountError, words, ru)).toBe('Введите целое число подсетей от 2 до 4\u00a0096');
    const split = splitBlock(block('10.0.0.0/8'), 4096);
    expect(split.ok).toBe(true);
    const tooMany = splitBlock(block('10.0.0.0/20'), 8192);
    expect(tooMany.ok || inLanguage('de', tooMany.error, words, de)).toBe(
      'Ein /20-Block lässt sich in höchstens 4.096 Subnetze aufteilen',
    );
  });
});
