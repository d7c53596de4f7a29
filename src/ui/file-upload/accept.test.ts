import { describe, expect, it } from 'vitest';
import { matchesAccept } from './accept';

const file = (name: string, type: string) => ({ name, type });

describe('matchesAccept', () => {
  it('accepts everything without an accept value', () => {
    expect(matchesAccept(file('a.bin', ''), undefined)).toBe(true);
    expect(matchesAccept(file('a.bin', ''), ' ')).toBe(true);
  });

  it('matches extensions, ignoring case', () => {
    expect(matchesAccept(file('photo.PNG', ''), '.png')).toBe(true);
    expect(matchesAccept(file('photo.jpg', 'image/jpeg'), '.png')).toBe(false);
  });

  it('matches wildcard and exact media types', () => {
    expect(matchesAccept(file('x', 'image/webp'), 'image/*')).toBe(true);
    expect(matchesAccept(file('x', 'video/mp4'), 'image/*')).toBe(false);
    expect(matchesAccept(file('x', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(matchesAccept(file('x', 'application/json'), 'application/pdf')).toBe(false);
  });

  it('accepts a file matching any of several comma-separated tokens', () => {
    expect(matchesAccept(file('doc.pdf', ''), 'image/*, .pdf')).toBe(true);
    expect(matchesAccept(file('doc.txt', 'text/plain'), 'image/*, .pdf')).toBe(false);
  });
});
