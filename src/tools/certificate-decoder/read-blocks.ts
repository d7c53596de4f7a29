// The input's blocks: PEM blocks by their label, or the Base64 of one DER object. Private keys and
// other blocks are never decoded, only named in a warning.
import { base64ToBytes } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import type { ItemType } from './model';

/** The largest input and file read: 1 MB. */
export const maxInputBytes = 1024 * 1024;

/** The PEM labels read, and what each holds. */
export const pemLabelTypes: Readonly<Record<string, ItemType>> = {
  CERTIFICATE: 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'request',
  'NEW CERTIFICATE REQUEST': 'request',
  'X509 CRL': 'crl',
};

/** The label each kind is written under. */
export const pemLabelOf: Readonly<Record<ItemType, string>> = {
  certificate: 'CERTIFICATE',
  request: 'CERTIFICATE REQUEST',
  crl: 'X509 CRL',
};

export interface FoundBlock {
  /** Its number among the input's PEM blocks (1 for Base64). */
  number: number;
  /** Its PEM label; empty for Base64 or DER. */
  label: string;
  der: Uint8Array;
  /** What the label says it holds; undefined for Base64 or DER, whose kind is found by trying. */
  type: ItemType | undefined;
}

export interface ReadBlocks {
  blocks: FoundBlock[];
  warnings: Message[];
}

export const nothingFound = () => message('errors.nothingFound');

const pemBlock = /-----BEGIN ([^\r\n-]{1,64})-----([\s\S]*?)-----END \1-----/g;
const base64Text = /^[A-Za-z\d+/_-]+={0,2}$/;

/** Whether UTF-8 `text` takes more than `limit` bytes, without encoding it all. */
function longerThan(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return new TextEncoder().encode(text).length > limit;
}

/**
 * The blocks of `text` to decode, in order, and warnings for the others. Text around PEM blocks is
 * ignored; text with no `-----BEGIN` is read as the Base64 (standard or URL-safe) of one DER object.
 */
export function readBlocks(text: string): Result<ReadBlocks, Message> {
  if (longerThan(text, maxInputBytes)) return err(message('errors.tooLarge'));
  if (!text.includes('-----BEGIN')) {
    const compact = text.replace(/\s+/g, '');
    if (!base64Text.test(compact)) return err(nothingFound());
    try {
      const der = base64ToBytes(compact.replace(/-/g, '+').replace(/_/g, '/'));
      return ok({ blocks: [{ number: 1, label: '', der, type: undefined }], warnings: [] });
    } catch {
      return err(nothingFound());
    }
  }
  const blocks: FoundBlock[] = [];
  const warnings: Message[] = [];
  let number = 0;
  for (const [, label, body] of text.matchAll(pemBlock)) {
    number++;
    const type = pemLabelTypes[label];
    if (type === undefined) {
      warnings.push(message('warnings.skipped', { block: number, label }));
      continue;
    }
    try {
      // Headers (`Proc-Type:`) have no place in these blocks: their body is not Base64 then.
      blocks.push({ number, label, der: base64ToBytes(body), type });
    } catch {
      warnings.push(message('warnings.undecodable', { block: number, label }));
    }
  }
  return ok({ blocks, warnings });
}
