import { describe, expect, it } from 'vitest';
import { errorInEnglish, inEnglish } from '../../test/words';
import {
  allowedIntervals,
  countAllowedPorts,
  clampPort,
  clampPortCount,
  commonDevPorts,
  defaultPortOptions,
  generatePorts,
  minAboveMaxMessage,
  type PortOptions,
} from './random-port-generator';
import words from './locales/en.json';

const specPattern =
  /^(102[4-9]|10[3-9]\d|1[1-9]\d{2}|[2-9]\d{3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

const draw = (options: Partial<PortOptions> = {}) => {
  const result = generatePorts({ ...defaultPortOptions, ...options });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('the spec pattern', () => {
  it('accepts exactly 1024–65535 over 0–69 999 (as the spec verified)', () => {
    // One assertion over the lot: 70 000 of them outlast the test's time on a busy machine.
    const misread = Array.from({ length: 70_000 }, (_, n) => n).filter(
      (n) => specPattern.test(String(n)) !== (n >= 1024 && n <= 65_535),
    );
    expect(misread).toEqual([]);
  });
});

describe('generatePorts — defaults', () => {
  it('draws one port that matches the spec pattern, every time', () => {
    for (let i = 0; i < 2000; i++) {
      const ports = draw();
      expect(ports).toHaveLength(1);
      expect(String(ports[0])).toMatch(specPattern);
    }
  });

  it('covers the whole range, 65535 included', () => {
    expect(allowedIntervals(defaultPortOptions)).toEqual([{ first: 1024, last: 65_535 }]);
    expect(countAllowedPorts(defaultPortOptions)).toBe(65_535 - 1024 + 1);
    expect(draw({ min: 65_535 })).toEqual([65_535]);
    const seen = new Set(Array.from({ length: 400 }, () => draw({ min: 65_530 })[0]));
    expect([...seen].sort()).toEqual([65_530, 65_531, 65_532, 65_533, 65_534, 65_535]);
  });

  it('draws uniformly (12 000 draws over 1024–1033, each within ±15% of the mean)', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 12_000; i++) {
      const [port] = draw({ max: 1033 });
      counts.set(port, (counts.get(port) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1200 * 0.85);
      expect(count).toBeLessThan(1200 * 1.15);
    }
  });
});

describe('generatePorts — options', () => {
  it('stays within Min and Max', () => {
    for (let i = 0; i < 200; i++) {
      const [port] = draw({ min: 8000, max: 8010 });
      expect(port).toBeGreaterThanOrEqual(8000);
      expect(port).toBeLessThanOrEqual(8010);
    }
  });

  it('draws How many distinct ports', () => {
    const ports = draw({ min: 2000, max: 2099, count: 100 });
    expect(new Set(ports).size).toBe(100);
    expect([...ports].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => 2000 + i));
  });

  it('avoids the common development ports', () => {
    const options = { ...defaultPortOptions, min: 2999, max: 3002, avoidCommonDevPorts: true };
    expect(allowedIntervals(options)).toEqual([
      { first: 2999, last: 2999 },
      { first: 3002, last: 3002 },
    ]);
    expect(countAllowedPorts({ ...defaultPortOptions, avoidCommonDevPorts: true })).toBe(
      65_535 - 1024 + 1 - commonDevPorts.length,
    );
    for (const port of [3000, 5173, 8080, 5432]) expect(commonDevPorts).toContain(port);
    for (let i = 0; i < 100; i++) expect([2999, 3002]).toContain(draw(options)[0]);
  });

  it('never draws an avoided port, at the edges of the range or inside it', () => {
    const options = { ...defaultPortOptions, min: 3000, max: 3010, avoidCommonDevPorts: true };
    expect(allowedIntervals(options)).toEqual([{ first: 3002, last: 3010 }]);
    const drawn = new Set(Array.from({ length: 300 }, () => draw({ ...options, min: 2990 })[0]));
    expect(drawn.has(3000) || drawn.has(3001)).toBe(false);
    expect(drawn.size).toBe(19);
  });

  it('avoids the ephemeral range 49152–65535', () => {
    const options = { ...defaultPortOptions, avoidEphemeralPorts: true };
    expect(allowedIntervals(options)).toEqual([{ first: 1024, last: 49_151 }]);
    for (let i = 0; i < 500; i++) expect(draw(options)[0]).toBeLessThan(49_152);
    expect(allowedIntervals({ ...options, min: 50_000 })).toEqual([]);
  });

  it('says when Min is above Max', () => {
    expect(generatePorts({ ...defaultPortOptions, min: 9000, max: 8000 })).toEqual({
      ok: false,
      error: minAboveMaxMessage,
    });
    expect(inEnglish(minAboveMaxMessage, words)).toBe('Min must not be greater than Max');
  });

  it('says when fewer ports are left than asked for', () => {
    const said = (options: Partial<PortOptions>) =>
      errorInEnglish(generatePorts({ ...defaultPortOptions, ...options }), words);
    expect(said({ min: 3000, max: 3001, count: 5 })).toBe('Only 2 ports are left with these settings');
    expect(said({ min: 3000, max: 3001, count: 2, avoidCommonDevPorts: true })).toBe(
      'No port is left with these settings',
    );
    expect(said({ min: 49_151, max: 49_152, count: 2, avoidEphemeralPorts: true })).toBe(
      'Only 1 port is left with these settings',
    );
  });
});

describe('clamping', () => {
  it.each([
    [8080, 8080],
    [0, 1],
    [70_000, 65_535],
    ['443', 443],
    ['', 1024],
    ['abc', 1024],
    [Number.NaN, 1024],
    [Number.POSITIVE_INFINITY, 65_535],
    ['1e309', 65_535],
  ] as const)('port %j → %j', (value, expected) => {
    expect(clampPort(value, 1024)).toBe(expected);
  });

  it.each([
    [5, 5],
    [0, 1],
    [1000, 100],
    ['', 1],
  ] as const)('count %j → %j', (value, expected) => {
    expect(clampPortCount(value)).toBe(expected);
  });
});
