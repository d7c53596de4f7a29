import type { CryptoKey as JoseCryptoKey, JWK } from 'jose';
import { base64ToBytes, bytesToBase64Url } from '../../lib/bytes';
import { libraryText } from '../../lib/library-text';
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { pemDecodeAll, pemEncode } from '../../lib/pem';
import { bitLength, pkcs1ToPkcs8, privateKeyKind, sec1ToPkcs8, type PrivateKeyKind } from '../../lib/private-key-info';
import { randomBytes } from '../../lib/random';
import { err, ok, type Result } from '../../lib/result';
import { isHmacAlgorithm, type JwtAlgorithm } from '../../lib/jwt-algorithms';

export { jwtAlgorithms, type JwtAlgorithm } from '../../lib/jwt-algorithms';

export const isRsa = (alg: JwtAlgorithm) => alg.startsWith('RS') || alg.startsWith('PS');

export const rsaKeySizes = ['2048', '3072', '4096'] as const;
export type RsaKeySize = (typeof rsaKeySizes)[number];

export const defaultHeaderText = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';
export const defaultPayloadText = '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}';

export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The editor's JSON as an object, or why not (`errors.header.invalidJson`…). Strict JSON: a token holds nothing else. */
export function parseJsonObject(text: string, part: 'header' | 'payload'): Result<JsonObject, Message> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(message(`errors.${part}.invalidJson`));
  }
  return isObject(value) ? ok(value) : err(message(`errors.${part}.notObject`));
}

// Object.fromEntries defines each member, so a `__proto__` member stays a member.
const withMember = (object: JsonObject, name: string, value: unknown, where: 'first' | 'last'): JsonObject => {
  const entries = Object.entries(object);
  if (Object.hasOwn(object, name))
    return Object.fromEntries(entries.map(([key, old]) => [key, key === name ? value : old]));
  return Object.fromEntries(where === 'first' ? [[name, value], ...entries] : [...entries, [name, value]]);
};

/** The header that is signed: `alg` set to the algorithm, in its place when present, else first. */
export const signedHeader = (header: JsonObject, alg: JwtAlgorithm): JsonObject =>
  withMember(header, 'alg', alg, 'first');

const editorJson = (value: JsonObject) => JSON.stringify(value, null, 2);

/** The "Header" editor's text with `alg` set, when it holds a JSON object; undefined otherwise. */
export function headerWithAlgorithm(text: string, alg: JwtAlgorithm): string | undefined {
  const header = parseJsonObject(text, 'header');
  return header.ok ? editorJson(signedHeader(header.value, alg)) : undefined;
}

/** The "Payload" editor's text with the claim `name` set (kept in its place, else appended); undefined when it is invalid. */
export function payloadWithClaim(text: string, name: string, value: unknown): string | undefined {
  const payload = parseJsonObject(text, 'payload');
  return payload.ok ? editorJson(withMember(payload.value, name, value, 'last')) : undefined;
}

export const maxMinutes = 525_600;

/** "Expires in (minutes)": a whole number from 1 to 525600 (a year). */
export function parseMinutes(text: string): Result<number, Message> {
  const minutes = /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN;
  return minutes >= 1 && minutes <= maxMinutes ? ok(minutes) : err(message('errors.minutes'));
}

/** Seconds since 1970, as `iat`, `nbf` and `exp` hold them. */
export const secondsAt = (nowMs: number) => Math.floor(nowMs / 1000);

// ----- Keys -----

/** What an algorithm signs with: a secret, or a private key of one kind. */
type Need = { type: 'secret' } | { type: 'rsa' } | { type: 'ec'; curve: string } | { type: 'ed25519' };

const ecCurves: Readonly<Record<string, string>> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };

function needOf(alg: JwtAlgorithm): Need {
  if (isHmacAlgorithm(alg)) return { type: 'secret' };
  if (isRsa(alg)) return { type: 'rsa' };
  if (alg === 'EdDSA') return { type: 'ed25519' };
  return { type: 'ec', curve: ecCurves[alg] };
}

/** A key's kind as the mismatch error names it, or 'secret'. */
type KeyKind = PrivateKeyKind | { type: 'secret' };

/** At least this many bits for RS* and PS* (RFC 7518 §3.3); jose refuses fewer as well. */
const minRsaBits = 2048;

function fits(kind: KeyKind, need: Need): boolean {
  if (kind.type === 'rsa') return need.type === 'rsa' && kind.bits >= minRsaBits;
  if (kind.type === 'ec') return need.type === 'ec' && kind.curve === need.curve;
  return kind.type === need.type;
}

/** "This key cannot sign ES256: it is an RSA key." and, as its hint, "ES256 needs an EC P-256 key." */
function mismatch(kind: KeyKind, alg: JwtAlgorithm): Message {
  const need = needOf(alg);
  const kindMessage =
    kind.type === 'rsa'
      ? kind.bits < minRsaBits
        ? message('errors.keyIs.rsaBits', { alg, bits: kind.bits })
        : message('errors.keyIs.rsa', { alg })
      : kind.type === 'ec'
        ? message('errors.keyIs.ec', { alg, curve: kind.curve })
        : message(`errors.keyIs.${kind.type}`, { alg });
  const hint =
    need.type === 'ec' ? message('needs.ec', { alg, curve: need.curve }) : message(`needs.${need.type}`, { alg });
  return { ...kindMessage, hint };
}

const unreadable = () => message('errors.unreadable');

type Reading<T> = Result<T, Message>;

/** A private key read from PEM, as PKCS#8. */
interface Pkcs8Key {
  pkcs8: Uint8Array;
  kind: PrivateKeyKind;
}

const encryptedPem = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type:\s*4,ENCRYPTED/;
const publicLabels = /(^|\s)(PUBLIC KEY|CERTIFICATE)$/;
const privateLabels = new Set(['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']);

/** The first key in PEM text (an `EC PARAMETERS` block before it is passed over), as PKCS#8. */
function readPem(text: string): Reading<Pkcs8Key> {
  if (encryptedPem.test(text)) return err(message('errors.encrypted'));
  try {
    const block = pemDecodeAll(text).find(({ label }) => privateLabels.has(label) || publicLabels.test(label));
    if (!block) return err(unreadable());
    if (publicLabels.test(block.label)) return err(message('errors.publicKey'));
    const pkcs8 =
      block.label === 'RSA PRIVATE KEY'
        ? pkcs1ToPkcs8(block.der)
        : block.label === 'EC PRIVATE KEY'
          ? sec1ToPkcs8(block.der)
          : block.der;
    return ok({ pkcs8, kind: privateKeyKind(pkcs8) });
  } catch {
    return err(unreadable());
  }
}

/** A JWK's kind, from `kty` and `crv` (and the size of `n`); undefined for one that is not a usable JWK. */
function jwkKind(jwk: JsonObject): KeyKind | undefined {
  const { kty, crv, n } = jwk;
  if (kty === 'oct') return typeof jwk.k === 'string' ? { type: 'secret' } : undefined;
  if (kty === 'RSA') {
    if (typeof n !== 'string') return undefined;
    try {
      return { type: 'rsa', bits: bitLength(base64ToBytes(n)) };
    } catch {
      return undefined;
    }
  }
  if (kty === 'EC' && typeof crv === 'string') return { type: 'ec', curve: crv };
  if (kty === 'OKP' && crv === 'Ed25519') return { type: 'ed25519' };
  if (kty === 'OKP' && crv === 'Ed448') return { type: 'ed448' };
  return undefined;
}

/** A JSON object with a `kty`: a JWK to read as one. */
function jwkIn(text: string): JsonObject | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) && typeof value.kty === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The public members of a JWK, in the order RFC 7638 and the page show them. */
function publicMembers(jwk: JsonObject | JWK): JWK {
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, jwk[name as keyof typeof jwk]]));
  if (jwk.kty === 'RSA') return pick('kty', 'n', 'e') as JWK;
  if (jwk.kty === 'EC') return pick('kty', 'crv', 'x', 'y') as JWK;
  return pick('kty', 'crv', 'x') as JWK;
}

/** What signs: an HMAC secret, or a private key with the public JWK that verifies it. */
export type SigningKey =
  { type: 'secret'; secret: Uint8Array } | { type: 'private'; key: JoseCryptoKey; publicJwk: JWK };

const secretKey = (secret: Uint8Array): Reading<SigningKey> => ok({ type: 'secret', secret });

function readSecret(text: string, base64: boolean): Reading<SigningKey> {
  if (!base64) return secretKey(new TextEncoder().encode(text));
  try {
    return secretKey(base64ToBytes(text));
  } catch {
    return err(message('errors.notBase64'));
  }
}

async function importPrivateJwk(jwk: JsonObject, alg: JwtAlgorithm): Promise<Reading<SigningKey>> {
  const { importJWK } = await import('jose');
  // What the key says of its own use would only stand in the way of signing with it.
  const { alg: _alg, use: _use, key_ops: _keyOps, ext: _ext, ...members } = jwk;
  const key = await importJWK(members as JWK, alg);
  return key instanceof Uint8Array ? err(unreadable()) : ok({ type: 'private', key, publicJwk: publicMembers(jwk) });
}

async function importPkcs8(pkcs8: Uint8Array, alg: JwtAlgorithm): Promise<Reading<SigningKey>> {
  const { exportJWK, importPKCS8 } = await import('jose');
  const key = await importPKCS8(pemEncode('PRIVATE KEY', pkcs8), alg, { extractable: true });
  return ok({ type: 'private', key, publicJwk: publicMembers(await exportJWK(key)) });
}

/**
 * The key that signs `alg` from the "Secret or private key" text: for HS*, the secret (UTF-8, or
 * Base64 when `base64`) or an `oct` JWK; for the others, a PEM private key (PKCS#8, PKCS#1 or SEC1)
 * or a private JWK. Its kind is checked against the algorithm before jose imports it. Empty text
 * gives the hint `hints.secret` or `hints.privateKey`.
 */
export async function readSigningKey(text: string, alg: JwtAlgorithm, base64: boolean): Promise<Reading<SigningKey>> {
  const trimmed = text.trim();
  if (trimmed === '') return err(message(isHmacAlgorithm(alg) ? 'hints.secret' : 'hints.privateKey'));
  const isPem = trimmed.startsWith('-----BEGIN');
  const jwk = isPem ? undefined : jwkIn(trimmed);
  if (isHmacAlgorithm(alg) && !isPem && !jwk) return readSecret(text, base64);
  try {
    if (jwk) {
      const kind = jwkKind(jwk);
      if (!kind) return err(unreadable());
      if (kind.type !== 'secret' && jwk.d === undefined) return err(message('errors.publicKey'));
      if (!fits(kind, needOf(alg))) return err(mismatch(kind, alg));
      return kind.type === 'secret' ? secretKey(base64ToBytes(String(jwk.k))) : await importPrivateJwk(jwk, alg);
    }
    if (!isPem) return err(unreadable());
    const pem = readPem(trimmed);
    if (!pem.ok) return pem;
    const { pkcs8, kind } = pem.value;
    if (kind.type === 'other') return err(unreadable());
    if (!fits(kind, needOf(alg))) return err(mismatch(kind, alg));
    return await importPkcs8(pkcs8, alg);
  } catch {
    return err(unreadable());
  }
}

// ----- Signing -----

/** RFC 7518 §3.2: an HMAC key at least as long as the hash. */
const hashBytes: Readonly<Record<string, number>> = { HS256: 32, HS384: 48, HS512: 64 };

export interface PublicKeyText {
  /** SPKI, `-----BEGIN PUBLIC KEY-----`, 64-character lines. */
  pem: string;
  /** The public JWK with `alg`, `use` and its RFC 7638 thumbprint as `kid`, as 2-space JSON. */
  jwk: string;
}

export interface SignedJwt {
  token: string;
  /** The warning that the secret is shorter than RFC 7518 asks, when it is. */
  notes: Note[];
  /** What verifies it, for a private key. */
  publicKey?: PublicKeyText;
}

async function publicKeyText(publicJwk: JWK, alg: JwtAlgorithm): Promise<PublicKeyText> {
  const { calculateJwkThumbprint, exportSPKI, importJWK } = await import('jose');
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  const key = await importJWK(publicJwk, alg, { extractable: true });
  if (key instanceof Uint8Array) throw new TypeError('Not a public key');
  return { pem: `${await exportSPKI(key)}\n`, jwk: JSON.stringify({ ...publicJwk, alg, use: 'sig', kid }, null, 2) };
}

/**
 * The compact JWS of `payload` under `header` (with `alg` set, see signedHeader), both serialised
 * with JSON.stringify (no spaces, member order kept), signed by `key`; and, for a private key, the
 * public key that verifies it.
 */
export async function signJwt(
  header: JsonObject,
  payload: JsonObject,
  alg: JwtAlgorithm,
  key: SigningKey,
): Promise<Result<SignedJwt, Message>> {
  const { CompactSign } = await import('jose');
  let token: string;
  try {
    const signing = new CompactSign(new TextEncoder().encode(JSON.stringify(payload)));
    token = await signing
      .setProtectedHeader(signedHeader(header, alg) as { alg: string })
      .sign(key.type === 'secret' ? key.secret : key.key);
  } catch (error) {
    // jose checks the header's `crit` and `b64` members: what it refuses, it says.
    return err(message('errors.header.rejected', libraryText(error instanceof Error ? error.message : String(error))));
  }
  if (key.type === 'private') return ok({ token, notes: [], publicKey: await publicKeyText(key.publicJwk, alg) });
  const wanted = hashBytes[alg];
  const short = key.secret.length < wanted;
  return ok({
    token,
    notes: short ? [{ ...message('notes.shortSecret', { bytes: wanted, alg }), warning: true }] : [],
  });
}

export interface BuildOptions {
  alg: JwtAlgorithm;
  header: string;
  key: string;
  keyBase64: boolean;
}

/** The whole job from text, as the operation runs it: header and payload read, key read, token signed. */
export async function buildJwt(payloadText: string, options: BuildOptions): Promise<Result<SignedJwt, Message>> {
  const header = parseJsonObject(options.header, 'header');
  if (!header.ok) return header;
  const payload = parseJsonObject(payloadText, 'payload');
  if (!payload.ok) return payload;
  const key = await readSigningKey(options.key, options.alg, options.keyBase64);
  if (!key.ok) return key;
  return signJwt(header.value, payload.value, options.alg, key.value);
}

// ----- Generating a key -----

export interface GeneratedKey {
  /** The field's new text: Base64url for a secret, PKCS#8 PEM for a private key. */
  key: string;
  /** Whether "Secret is base64-encoded" goes on. */
  base64: boolean;
}

/**
 * A fresh key for `alg`: HS* a random secret as long as the hash (Base64url), RS* and PS* an RSA key of
 * `rsaBits` bits (e = 65537), ES* a key on its curve, EdDSA an Ed25519 key, each as PKCS#8 PEM.
 */
export async function generateSigningKey(alg: JwtAlgorithm, rsaBits: RsaKeySize): Promise<GeneratedKey> {
  if (isHmacAlgorithm(alg)) return { key: bytesToBase64Url(randomBytes(hashBytes[alg])), base64: true };
  const { exportPKCS8, generateKeyPair } = await import('jose');
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(isRsa(alg) && { modulusLength: Number(rsaBits) }),
    ...(alg === 'EdDSA' && { crv: 'Ed25519' }),
  });
  return { key: `${await exportPKCS8(privateKey)}\n`, base64: false };
}
