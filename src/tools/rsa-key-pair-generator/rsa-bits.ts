// The key size as typed: no crypto here, so the page can check it without loading forge.

import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export const minBits = 256;
export const maxBits = 16384;
export const bitsStep = 8;
export const defaultBits = 2048;

/** The typed key size: whole digits only, a multiple of 8 from 256 to 16384. */
export function parseBits(value: string | number): Result<number, Message> {
  const text = String(value).trim();
  const bits = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (bits >= minBits && bits <= maxBits && bits % bitsStep === 0) return ok(bits);
  return err(message('errors.bits'));
}
