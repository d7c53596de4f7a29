// SSH public keys as ssh-keygen reads and shows them: the key blob (RFC 4253, 5656, 8709 and
// OpenSSH's FIDO keys), its SHA-256 and MD5 fingerprints, the randomart picture, and the lines that
// hold keys (.pub files, authorized_keys, known_hosts, RFC 4716 blocks).

import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64ToBytes, bytesToBase64, bytesToHex } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { bitLength, SshFormatError, SshReader } from './ssh-wire';

/** What ssh-keygen says of a public key. */
export interface SshPublicKeyInfo {
  /** The key type as the blob names it: `ssh-ed25519`, `ecdsa-sha2-nistp384`… */
  type: string;
  /** As ssh-keygen names it in `(ED25519)` and the randomart's frame: ED25519, ECDSA, RSA, DSA, ECDSA-SK, ED25519-SK. */
  label: string;
  bits: number;
  blob: Uint8Array;
}

const ecdsaCurves: Record<string, { curve: string; bits: number; coordinateBytes: number }> = {
  'ecdsa-sha2-nistp256': { curve: 'nistp256', bits: 256, coordinateBytes: 32 },
  'ecdsa-sha2-nistp384': { curve: 'nistp384', bits: 384, coordinateBytes: 48 },
  'ecdsa-sha2-nistp521': { curve: 'nistp521', bits: 521, coordinateBytes: 66 },
};

/** Reads the rest of a blob of `type` (whose name is read already); gives its label and size. */
type BlobReader = (reader: SshReader, type: string) => { label: string; bits: number };

function readEcPoint(reader: SshReader, type: string): void {
  const { curve, coordinateBytes } = ecdsaCurves[type.replace(/^sk-/, '').replace(/@openssh\.com$/, '')];
  if (reader.text() !== curve) throw new SshFormatError('Curve does not match the key type');
  const point = reader.string();
  // Uncompressed: 0x04, then x and y.
  if (point.length !== 1 + 2 * coordinateBytes || point[0] !== 4) throw new SshFormatError('Bad EC point');
}

function readEd25519(reader: SshReader): void {
  if (reader.string().length !== 32) throw new SshFormatError('Bad Ed25519 key');
}

const ecdsaReader: BlobReader = (reader, type) => {
  readEcPoint(reader, type);
  return { label: 'ECDSA', bits: ecdsaCurves[type].bits };
};

const blobReaders: Record<string, BlobReader> = {
  'ssh-ed25519': (reader) => {
    readEd25519(reader);
    return { label: 'ED25519', bits: 256 };
  },
  'ecdsa-sha2-nistp256': ecdsaReader,
  'ecdsa-sha2-nistp384': ecdsaReader,
  'ecdsa-sha2-nistp521': ecdsaReader,
  'ssh-rsa': (reader) => {
    reader.positiveMpint();
    return { label: 'RSA', bits: bitLength(reader.positiveMpint()) };
  },
  'ssh-dss': (reader) => {
    const p = reader.positiveMpint();
    for (let number = 0; number < 3; number++) reader.positiveMpint();
    return { label: 'DSA', bits: bitLength(p) };
  },
  // FIDO keys: the key, then the application (`ssh:` by default).
  'sk-ssh-ed25519@openssh.com': (reader) => {
    readEd25519(reader);
    reader.string();
    return { label: 'ED25519-SK', bits: 256 };
  },
  'sk-ecdsa-sha2-nistp256@openssh.com': (reader, type) => {
    readEcPoint(reader, type);
    reader.string();
    return { label: 'ECDSA-SK', bits: 256 };
  },
};

/** The key types this module reads, as lines name them. */
export const sshKeyTypeNames: readonly string[] = Object.keys(blobReaders);

/** The blob's key type name, read from its front; throws SshFormatError when there is none. */
function blobTypeName(blob: Uint8Array): string {
  return new SshReader(blob).text();
}

/** Reads a public key blob; throws SshFormatError when it is damaged or of a type not read here. */
export function readKeyBlob(blob: Uint8Array): SshPublicKeyInfo {
  const reader = new SshReader(blob);
  const type = reader.text();
  const read = blobReaders[type];
  if (!read) throw new SshFormatError(`Unknown key type ${type}`);
  const { label, bits } = read(reader, type);
  reader.end();
  return { type, label, bits, blob };
}

/** `SHA256:` and the digest in Base64 without padding, as `ssh-keygen -l` prints it. */
export function sha256Fingerprint(blob: Uint8Array): string {
  return `SHA256:${bytesToBase64(sha256(blob)).replace(/=+$/, '')}`;
}

/** `MD5:` and the digest as lower-case hex pairs joined by colons (`ssh-keygen -l -E md5`). */
export function md5Fingerprint(blob: Uint8Array): string {
  return `MD5:${bytesToHex(md5(blob)).replace(/(..)(?!$)/g, '$1:')}`;
}

/** The `ssh-keygen -l` line: bits, SHA-256 fingerprint, comment (`no comment` when empty), type. */
export function fingerprintLine(key: SshPublicKeyInfo, comment: string): string {
  return `${key.bits} ${sha256Fingerprint(key.blob)} ${comment === '' ? 'no comment' : comment} (${key.label})`;
}

const fieldWidth = 17;
const fieldHeight = 9;
// A square's symbol by how often the walk visited it; the last two mark the start and the end.
const symbols = ' .o+=*BOX@%&#/^SE';
const startMark = symbols.length - 2;
const endMark = symbols.length - 1;
const mostVisits = startMark - 1;

/** A frame line: `+`, the title centred in dashes, `+`. */
function border(title: string): string {
  const before = Math.floor((fieldWidth - title.length) / 2);
  return `+${'-'.repeat(before)}${title}${'-'.repeat(Math.max(0, fieldWidth - before - title.length))}+`;
}

/**
 * The "drunken bishop" picture of `ssh-keygen -lv`: a walk over a 17×9 field from its centre, four
 * moves per byte of the SHA-256 digest (two bits each, lowest first: bit 0 right or left, bit 1
 * down or up, held at the walls), each square showing how often it was visited.
 */
export function randomart(key: SshPublicKeyInfo): string {
  const digest = sha256(key.blob);
  const visits = new Uint8Array(fieldWidth * fieldHeight);
  let x = fieldWidth >> 1;
  let y = fieldHeight >> 1;
  for (const byte of digest) {
    let input = byte;
    for (let move = 0; move < 4; move++) {
      x = Math.min(fieldWidth - 1, Math.max(0, x + (input & 1 ? 1 : -1)));
      y = Math.min(fieldHeight - 1, Math.max(0, y + (input & 2 ? 1 : -1)));
      const square = y * fieldWidth + x;
      if (visits[square] < mostVisits) visits[square]++;
      input >>= 2;
    }
  }
  visits[(fieldHeight >> 1) * fieldWidth + (fieldWidth >> 1)] = startMark;
  visits[y * fieldWidth + x] = endMark;

  // ssh-keygen's title buffer holds 16 characters: a longer `[TYPE BITS]` becomes `[TYPE]`.
  const sized = `[${key.label} ${key.bits}]`;
  const title = (sized.length > fieldWidth ? `[${key.label}]` : sized).slice(0, fieldWidth - 1);
  const rows = [];
  for (let row = 0; row < fieldHeight; row++) {
    let line = '|';
    for (let column = 0; column < fieldWidth; column++) line += symbols[visits[row * fieldWidth + column]];
    rows.push(`${line}|`);
  }
  return [border(title), ...rows, border('[SHA256]')].join('\n');
}

/** A public key found in pasted text, with the line it starts on (counted from 1). */
export interface FoundKey {
  line: number;
  key: SshPublicKeyInfo;
  /** The comment after the key (an RFC 4716 block's `Comment:` header), trimmed; empty when none. */
  comment: string;
}

export interface KeyListing {
  keys: FoundKey[];
  /** One per bad line, in order: `errors.notPublicKey`, `errors.typeMismatch`, `errors.damaged`. */
  errors: Message[];
}

const base64Token = /^[A-Za-z0-9+/]+={0,2}$/;
const isBlank = (character: string) => character === ' ' || character === '\t';

interface Token {
  text: string;
  end: number;
}

/**
 * The first `count` words of a line, split at spaces and tabs outside double quotes, so that
 * authorized_keys options such as `command="echo hello world"` stay one word.
 */
function leadingTokens(line: string, count: number): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (tokens.length < count) {
    while (index < line.length && isBlank(line[index])) index++;
    if (index >= line.length) break;
    const start = index;
    let quoted = false;
    while (index < line.length && (quoted || !isBlank(line[index]))) {
      if (quoted && line[index] === '\\') index++;
      else if (line[index] === '"') quoted = !quoted;
      index++;
    }
    tokens.push({ text: line.slice(start, index), end: index });
  }
  return tokens;
}

/** The key of a blob in Base64 that a line says is of type `said` (undefined for an RFC 4716 block). */
function keyOfBase64(base64: string, said: string | undefined, line: number): Result<SshPublicKeyInfo, Message> {
  if (!base64Token.test(base64) || base64.length % 4 === 1) return err(message('errors.damaged', { line }));
  const blob = base64ToBytes(base64);
  try {
    const inBlob = blobTypeName(blob);
    if (said !== undefined && inBlob !== said && blobReaders[inBlob])
      return err(message('errors.typeMismatch', { line, inner: inBlob, outer: said }));
    return ok(readKeyBlob(blob));
  } catch (error) {
    if (error instanceof SshFormatError) return err(message('errors.damaged', { line }));
    throw error;
  }
}

/**
 * The key on one line: `type base64 [comment]`, after authorized_keys options or known_hosts host
 * names (and marker) when there are any.
 */
function keyOfLine(text: string, line: number): Result<FoundKey, Message> {
  // A marker, host names, the type and the key: the type is one of the first three words.
  const tokens = leadingTokens(text, 4);
  const at = tokens.findIndex((token, index) => index < 3 && blobReaders[token.text] !== undefined);
  if (at === -1) return err(message('errors.notPublicKey', { line }));
  const data = tokens[at + 1];
  if (!data) return err(message('errors.damaged', { line }));
  const key = keyOfBase64(data.text, tokens[at].text, line);
  if (!key.ok) return key;
  return ok({ line, key: key.value, comment: text.slice(data.end).trim() });
}

const rfc4716Begin = '---- BEGIN SSH2 PUBLIC KEY ----';
const rfc4716End = '---- END SSH2 PUBLIC KEY ----';
const headerLine = /^([^:\s][^:]{0,63}):\s?(.*)$/;

/** An RFC 4716 block whose BEGIN line is `lines[begin]`: its key, and the index of its END line. */
function keyOfBlock(lines: readonly string[], begin: number): { found: Result<FoundKey, Message>; end: number } {
  const line = begin + 1;
  let comment = '';
  let body = '';
  let inHeaders = true;
  let continued: { tag: string; value: string } | undefined;
  const endHeader = (header: { tag: string; value: string }) => {
    if (header.tag.toLowerCase() === 'comment') comment = header.value.trim().replace(/^"(.*)"$/, '$1');
  };
  for (let index = begin + 1; index < lines.length; index++) {
    const text = lines[index].trim();
    if (text === rfc4716End) {
      const key = keyOfBase64(body, undefined, line);
      return { found: key.ok ? ok({ line, key: key.value, comment }) : key, end: index };
    }
    const header = inHeaders && !continued ? headerLine.exec(text) : null;
    if (continued) {
      continued.value += text.replace(/\\$/, '');
      if (!text.endsWith('\\')) {
        endHeader(continued);
        continued = undefined;
      }
    } else if (header) {
      const value = { tag: header[1], value: header[2].replace(/\\$/, '') };
      if (header[2].endsWith('\\')) continued = value;
      else endHeader(value);
    } else {
      inHeaders = false;
      body += text;
    }
  }
  return { found: err(message('errors.damaged', { line })), end: lines.length };
}

const privateKeyBlock = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----|^PuTTY-User-Key-File-/m;

/**
 * Every public key in `text`: one per line (blank and `#` lines skipped), or RFC 4716 blocks.
 * Bad lines give an error each and the others are still read; a pasted private key is refused as a
 * whole (`errors.privateKey`).
 */
export function readPublicKeys(text: string): Result<KeyListing, Message> {
  if (privateKeyBlock.test(text)) return err(message('errors.privateKey'));
  const lines = text.split(/\r?\n|\r/);
  const keys: FoundKey[] = [];
  const errors: Message[] = [];
  for (let index = 0; index < lines.length; index++) {
    const trimmed = lines[index].trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    let found: Result<FoundKey, Message>;
    if (trimmed === rfc4716Begin) {
      const block = keyOfBlock(lines, index);
      found = block.found;
      index = block.end;
    } else {
      found = keyOfLine(trimmed, index + 1);
    }
    if (found.ok) keys.push(found.value);
    else errors.push(found.error);
  }
  return ok({ keys, errors });
}
