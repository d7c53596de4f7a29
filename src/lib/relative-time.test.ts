import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2018-01-18T01:30:22Z', '8 years ago'],
    ['2016-04-30T11:18:25.796Z', '10 years ago'],
    ['2026-11-24T11:00:00Z', '1 hour ago'],
    ['2026-11-24T11:59:30Z', '30 seconds ago'],
    ['2026-11-24T12:00:00.400Z', 'now'],
    ['2026-11-26T12:00:00Z', 'in 2 days'],
    ['2027-02-24T12:00:00Z', 'in 3 months'],
    ['2046-11-24T12:00:00Z', 'in 20 years'],
  ])('%s is "%s"', (then, expected) => {
    expect(formatRelativeTime(Date.parse(then), now, 'en')).toBe(expected);
  });

  it('counts whole units down: 8 years and 10 months is 8 years', () => {
    expect(formatRelativeTime(Date.parse('2018-01-18T00:00:00Z'), now, 'en')).toBe('8 years ago');
  });

  it.each([
    ['fr', now - 2 * 86_400_000, 'il y a 2 jours'],
    ['fr', now + 3_600_000, 'dans 1 heure'],
    ['fr', now, 'maintenant'],
    ['de', Date.parse('2018-01-18T01:30:22Z'), 'vor 8 Jahren'],
    ['ru', Date.parse('2024-11-01T12:00:00Z'), '2 года назад'],
    ['ru', Date.parse('2021-11-01T12:00:00Z'), '5 лет назад'],
    ['es', now + 3 * 86_400_000, 'dentro de 3 días'],
    ['pt', now - 60_000, 'há 1 minuto'],
    ['zh-Hans', now + 2 * 86_400_000, '2天后'],
  ])('speaks the given language: %s', (locale, then, expected) => {
    expect(formatRelativeTime(then, now, locale)).toBe(expected);
  });
});
