import { base64ToBytes, bytesToBase64 } from './bytes';

const lineLength = 64;

/**
 * DER bytes as PEM (RFC 7468): `-----BEGIN <label>-----`, Base64 in lines of 64 characters,
 * `-----END <label>-----`, each line ended by `eol` (LF unless told otherwise).
 */
export function pemEncode(label: string, der: Uint8Array, eol = '\n'): string {
  const base64 = bytesToBase64(der);
  const lines = [`-----BEGIN ${label}-----`];
  for (let start = 0; start < base64.length; start += lineLength) lines.push(base64.slice(start, start + lineLength));
  lines.push(`-----END ${label}-----`);
  return lines.join(eol) + eol;
}

export interface PemBlock {
  label: string;
  der: Uint8Array;
}

const blockPattern = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

/**
 * Every PEM block in `text`, in order; text around and between blocks is ignored. Blocks with
 * headers (`Proc-Type:` and the like, from legacy encrypted keys) are skipped: their body is not
 * plain Base64 DER. Throws a SyntaxError when a body is not valid Base64.
 */
export function pemDecodeAll(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  for (const [, label, body] of text.matchAll(blockPattern)) {
    if (body.includes(':')) continue;
    blocks.push({ label, der: base64ToBytes(body) });
  }
  return blocks;
}

/** The DER bytes of the first PEM block labelled `label`; undefined when there is none. */
export function pemDecode(text: string, label: string): Uint8Array | undefined {
  return pemDecodeAll(text).find((block) => block.label === label)?.der;
}
