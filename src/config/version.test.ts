import { describe, expect, it } from 'vitest';
import { buildVersionLabel } from './version.ts';

describe('buildVersionLabel', () => {
  it.each([
    ['zero-pads month and day', Date.UTC(2026, 0, 5), 'ab12cd3', '2026.01.05-ab12cd3'],
    ['two-digit month and day', Date.UTC(2026, 10, 22), 'ab12cd3', '2026.11.22-ab12cd3'],
    ['uses the UTC date near midnight', Date.UTC(2025, 11, 31, 23, 59, 59), 'f00baa1', '2025.12.31-f00baa1'],
    ['first instant of the year', Date.UTC(2024, 0, 1, 0, 0, 0), '1234567', '2024.01.01-1234567'],
    ['leaves out the dash without a commit', Date.UTC(2026, 0, 5), '', '2026.01.05'],
  ])('%s', (_label, timestamp, sha, expected) => {
    expect(buildVersionLabel(new Date(timestamp), sha)).toBe(expected);
  });
});
