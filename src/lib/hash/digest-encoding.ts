import { bytesToBase64, bytesToBase64Url, bytesToBinary, bytesToHex } from '../bytes';

/** Public: tools keep these values in links and storage. */
export type DigestEncoding = 'Bin' | 'Hex' | 'Base64' | 'Base64url';

export interface DigestEncodingOption {
  value: DigestEncoding;
  label: string;
}

export const digestEncodings: readonly DigestEncodingOption[] = [
  { value: 'Bin', label: 'Binary (base 2)' },
  { value: 'Hex', label: 'Hexadecimal (base 16)' },
  { value: 'Base64', label: 'Base64 (base 64)' },
  { value: 'Base64url', label: 'Base64url (base 64 with url safe chars)' },
];

export const defaultDigestEncoding: DigestEncoding = 'Hex';

export function isDigestEncoding(value: string): value is DigestEncoding {
  return digestEncodings.some((option) => option.value === value);
}

const encoders: Record<DigestEncoding, (bytes: Uint8Array) => string> = {
  Bin: bytesToBinary,
  Hex: bytesToHex,
  Base64: bytesToBase64,
  Base64url: bytesToBase64Url,
};

export function encodeDigest(digest: Uint8Array, encoding: DigestEncoding): string {
  return encoders[encoding](digest);
}
