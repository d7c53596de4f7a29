import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from './result';

function half(value: number): Result<number> {
  return value % 2 === 0 ? ok(value / 2) : err(`${value} is odd`);
}

describe('Result', () => {
  it('carries a value on success', () => {
    expect(half(4)).toEqual({ ok: true, value: 2 });
  });

  it('carries the error on failure', () => {
    expect(half(3)).toEqual({ ok: false, error: '3 is odd' });
  });

  it('lets an error carry more than a message', () => {
    const failure: Result<never, { message: string; line: number }> = err({ message: 'bad', line: 3 });
    expect(failure.ok || failure.error.line).toBe(3);
  });
});
