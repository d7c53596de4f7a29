import { describe, expect, it } from 'vitest';
import words from '../words/detect.en.json';
import { detect, looksLikeData } from './detect';
import { detected, type Detector } from './detection';
import { samples, searchTexts } from './samples';

const first = (text: string) => detect(text)[0];

describe('the samples table', () => {
  it('has at least 90 samples, and two or more of every kind it names', () => {
    expect(samples.length).toBeGreaterThanOrEqual(90);
    const perKind = new Map<string, number>();
    for (const { kind } of samples) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    for (const [kind, count] of perKind) expect(count, kind).toBeGreaterThanOrEqual(2);
  });

  it.each(samples.map((sample) => [JSON.stringify(sample.text).slice(0, 70), sample] as const))(
    '%s',
    (_, { text, kind, what }) => {
      const detection = first(text);
      expect(detection?.kind, JSON.stringify(detect(text).slice(0, 3))).toBe(kind);
      if (what) expect(detection.what.code).toBe(what);
    },
  );
});

describe('words typed to search', () => {
  it.each(searchTexts)('%s does not look like data', (text) => {
    expect(looksLikeData(text)).toBe(false);
    expect(detect(text).every((detection) => detection.confidence < 0.5)).toBe(true);
  });

  it('looks like data for data', () => {
    expect(looksLikeData('{"a":1}')).toBe(true);
    expect(looksLikeData('192.168.1.0/24')).toBe(true);
  });
});

describe('detect', () => {
  it('gives nothing for an empty or blank text', () => {
    expect(detect('')).toEqual([]);
    expect(detect(' \n\t ')).toEqual([]);
  });

  it('trims the text before detecting', () => {
    expect(detect('\n  192.168.1.1  \n')).toEqual(detect('192.168.1.1'));
  });

  it('keeps the best detection of each kind, sorted by confidence, the more specific kind first on a tie', () => {
    const found = detect('x', {
      detectors: [
        () => detected('text', 0.5, 'url'),
        () => [detected('json', 0.4, 'json'), detected('json', 0.7, 'jsonInvalid')],
        () => detected('jwt', 0.5, 'jwt'),
        () => detected('certificate', 0.5, 'certificate'),
      ],
    });
    expect(found.map((detection) => detection.what.code)).toEqual([
      'common.detect.jsonInvalid',
      'common.detect.certificate',
      'common.detect.jwt',
      'common.detect.url',
    ]);
  });

  it('gives the other numbers as lower detections', () => {
    const kinds = detect('1700000000').map((detection) => detection.kind);
    expect(kinds.slice(0, 2)).toEqual(['timestamp', 'integer']);
    expect(first('1700000000').what.values).toEqual({ date: '2023-11-14T22:13:20.000Z' });
  });

  it('survives a detector that throws', () => {
    const throwing: Detector = () => {
      throw new Error('bug');
    };
    expect(detect('x', { detectors: [throwing, () => detected('json', 0.9, 'json')] })).toHaveLength(1);
  });

  it('gives up at the deadline and returns what it has', () => {
    let clock = 0;
    const slow =
      (kind: 'json' | 'yaml' | 'toml'): Detector =>
      () => {
        clock += 150;
        return detected(kind, 0.9, kind);
      };
    const found = detect('x', { detectors: [slow('json'), slow('yaml'), slow('toml')], now: () => clock });
    expect(found.map((detection) => detection.kind)).toEqual(['json', 'yaml']);
  });

  it('returns within a sensible time on 2 MB of text', () => {
    const texts = [
      'a'.repeat(2_000_000),
      'ab=' + 'c%2'.repeat(700_000),
      '<'.repeat(2_000_000),
      '{"a": ' + '['.repeat(1_000_000),
      'a: b\n'.repeat(400_000),
      '0'.repeat(2_000_000),
      'MMMM' + 'C'.repeat(2_000_000),
      '/' + '(a+)+'.repeat(400_000) + '/',
      Array.from({ length: 40_000 }, (_, index) => `{"id":${index},"name":"item ${index}","tags":["a","b"]}`).join(
        '\n',
      ),
      'x,'.repeat(1_000_000),
      ' 1'.repeat(1_000_000),
      `${'['.repeat(1999)}\n`.repeat(1000),
      `${'`*_'.repeat(600)}\n`.repeat(1000),
      '<a '.repeat(700_000),
      '&'.repeat(2_000_000),
      `-----BEGIN ${'A'.repeat(2_000_000)}`,
      `ssh-rsa AAAA${'A'.repeat(2_000_000)}`,
      `docker run ${' -'.repeat(1_000_000)}`,
      `SELECT ${'a '.repeat(1_000_000)}`,
      `GRANT ${'a '.repeat(1_000_000)}`,
      `curl ${'x'.repeat(2_000_000)}`,
      `${'a@'.repeat(1_000_000)}`,
      `${'a.'.repeat(1_000_000)}`,
      `/${'\\'.repeat(1_000_000)}/`,
    ];
    for (const text of texts) {
      const start = performance.now();
      detect(text, { deadlineMs: Infinity });
      // Each takes tens of milliseconds; the margin is for a busy machine.
      expect(performance.now() - start, text.slice(0, 20)).toBeLessThan(1000);
    }
  });
});

describe('words', () => {
  const known = new Set(Object.keys(words).map((key) => `common.detect.${key}`));

  it('names every detection of the samples', () => {
    for (const { text } of samples)
      for (const { what } of detect(text)) expect(known.has(what.code), `${what.code} for ${text}`).toBe(true);
  });
});
