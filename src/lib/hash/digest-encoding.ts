import { bytesToBase64, bytesToBase64Url, bytesToBinary, bytesToHex } from '../bytes';

/** Public: tools keep these values in links and storage. */
export type DigestEncoding = 'Bin' | 'Hex' | 'Base64' | 'Base64url';

/** The encodings, in menu order. */
export const digestEncodings: readonly DigestEncoding[] = ['Bin', 'Hex', 'Base64', 'Base64url'];

/** The catalogue key of each encoding's shown name (a tool may name one its own way). */
export const digestEncodingLabels: Readonly<Record<DigestEncoding, string>> = {
  Bin: 'common.hash.encodings.Bin',
  Hex: 'common.hash.encodings.Hex',
  Base64: 'common.hash.encodings.Base64',
  Base64url: 'common.hash.encodings.Base64url',
};

export const defaultDigestEncoding: DigestEncoding = 'Hex';

export function isDigestEncoding(value: string): value is DigestEncoding {
  return (digestEncodings as readonly string[]).includes(value);
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
