// The SSH wire encoding (RFC 4251 §5) that key blobs and OpenSSH key files are made of: big-endian
// uint32, strings with a uint32 length, and mpints (minimal two's-complement big-endian numbers).

import { concatBytes } from '../../lib/bytes';

const utf8 = new TextEncoder();

export function sshUint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

/** A string: its length, then its bytes (text is written as UTF-8). */
export function sshString(value: Uint8Array | string): Uint8Array {
  const bytes = typeof value === 'string' ? utf8.encode(value) : value;
  return concatBytes(sshUint32(bytes.length), bytes);
}

/**
 * An mpint of a positive number given as unsigned big-endian bytes: leading zeros dropped, and one
 * zero put back in front when the top bit is set (else it would read as negative).
 */
export function sshMpint(unsigned: Uint8Array): Uint8Array {
  let start = 0;
  while (start < unsigned.length && unsigned[start] === 0) start++;
  const digits = unsigned.subarray(start);
  return sshString(digits.length > 0 && digits[0] & 0x80 ? concatBytes(Uint8Array.of(0), digits) : digits);
}

/** Thrown when bytes end early or hold what cannot be: the data is damaged. */
export class SshFormatError extends Error {
  override name = 'SshFormatError';
}

/** Reads the wire encoding from the front of `bytes`. */
export class SshReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  uint32(): number {
    if (this.remaining < 4) throw new SshFormatError('Truncated uint32');
    const value = this.view.getUint32(this.offset);
    this.offset += 4;
    return value;
  }

  /** `count` raw bytes. */
  take(count: number): Uint8Array {
    if (count > this.remaining) throw new SshFormatError('Truncated data');
    const taken = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return taken;
  }

  string(): Uint8Array {
    return this.take(this.uint32());
  }

  /** A string holding text (a key type, a curve name, a comment): decoded as UTF-8, strictly. */
  text(): string {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.string());
    } catch {
      throw new SshFormatError('Not UTF-8 text');
    }
  }

  /** An mpint that must be positive: its unsigned big-endian digits, without the sign byte. */
  positiveMpint(): Uint8Array {
    const bytes = this.string();
    if (bytes.length > 0 && bytes[0] & 0x80) throw new SshFormatError('Negative mpint');
    let start = 0;
    while (start < bytes.length && bytes[start] === 0) start++;
    return bytes.subarray(start);
  }

  /** Everything read: trailing bytes mean the data is not what it says it is. */
  end(): void {
    if (this.remaining !== 0) throw new SshFormatError('Trailing data');
  }
}

/** Bits of an unsigned big-endian number (its highest set bit's position). */
export function bitLength(unsigned: Uint8Array): number {
  let start = 0;
  while (start < unsigned.length && unsigned[start] === 0) start++;
  if (start === unsigned.length) return 0;
  return (unsigned.length - start - 1) * 8 + (32 - Math.clz32(unsigned[start]));
}
