import type { CryptoKey as JoseCryptoKey } from 'jose';
import { base64ToBytes } from '../../lib/bytes';
import { parseJson } from '../../lib/json/parse-json';
import { message, type Message } from '../../lib/operation/message';
import { libraryText } from '../../lib/library-text';
import { isHmacAlgorithm, jwtAlgorithms } from '../../lib/jwt-algorithms';

/** The verdict; why a key cannot serve is a whole sentence ("Cannot use this key: …"). */
export type Verification = { status: 'verified' } | { status: 'invalid' } | { status: 'unusable'; reason: Message };

// Ed25519 is the fully specified name of EdDSA over that curve (RFC 9864).
const publicKeyAlgorithms = new Set<string>([...jwtAlgorithms.filter((alg) => !isHmacAlgorithm(alg)), 'Ed25519']);

// jose's own name for a key, so this module type-checks without the DOM library.
type KeyInput = Uint8Array | JoseCryptoKey;
type KeyReading = { key: KeyInput } | { reason: Message };

const unusable = (reason: Message): Verification => ({ status: 'unusable', reason });

function hmacKey(secret: string, base64: boolean): KeyReading {
  if (!base64) return { key: new TextEncoder().encode(secret) };
  try {
    return { key: base64ToBytes(secret) };
  } catch {
    return { reason: message('errors.key.notBase64') };
  }
}

async function publicKey(text: string, algorithm: string): Promise<KeyReading> {
  const { importJWK, importSPKI, importX509 } = await import('jose');
  const pem = text.trim();
  if (pem.startsWith('-----BEGIN PUBLIC KEY-----')) return { key: await importSPKI(pem, algorithm) };
  if (pem.startsWith('-----BEGIN CERTIFICATE-----')) return { key: await importX509(pem, algorithm) };
  if (/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) return { reason: message('errors.key.privateKey') };
  if (pem.startsWith('-----BEGIN RSA PUBLIC KEY-----')) return { reason: message('errors.key.pkcs1') };
  if (pem.startsWith('{')) {
    const jwk = parseJson(pem);
    if (!jwk.ok || typeof jwk.value !== 'object' || jwk.value === null || Array.isArray(jwk.value)) {
      return { reason: message('errors.key.jwkNotObject') };
    }
    const key = await importJWK(jwk.value, algorithm);
    return key instanceof Uint8Array ? { reason: message('errors.key.jwkSecret', { algorithm }) } : { key };
  }
  return { reason: message('errors.key.needsPublicKey', { algorithm }) };
}

/**
 * The library's own reason (jose's words, or the browser's key import's), or that the key could not
 * be read; in another language, the catalogue's words for the kinds of error they name alike.
 */
function reasonOf(error: unknown): Message {
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  if (detail === '') return message('errors.key.unreadable');
  return message('errors.key.library', libraryText(detail, keyErrorKind(error)));
}

/** jose's error codes, the key import's DataError, and a certificate that does not parse. */
function keyErrorKind(error: unknown): Message | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  if (code === 'ERR_JOSE_NOT_SUPPORTED') return message('errors.keyReasons.notSupported');
  if (code === 'ERR_JWK_INVALID' || error.name === 'DataError') return message('errors.keyReasons.invalidData');
  if (/X\.509 certificate/.test(error.message)) return message('errors.keyReasons.badCertificate');
  return undefined;
}

/**
 * Checks the signature of `token` (compact JWS) with `key`: an HMAC secret (UTF-8, or base64
 * when `base64Secret`) for HS*, a PEM public key, PEM certificate or JWK for the others. Only the
 * signature is checked, not `exp` or `nbf`. An unsigned (`alg: none`) token never verifies.
 */
export async function verifyJwt(
  token: string,
  algorithm: unknown,
  key: string,
  base64Secret: boolean,
): Promise<Verification> {
  if (algorithm === 'none') return { status: 'invalid' };
  if (typeof algorithm !== 'string') return unusable(message('errors.key.noAlgorithm'));
  const isHmac = isHmacAlgorithm(algorithm);
  if (!isHmac && !publicKeyAlgorithms.has(algorithm)) {
    return unusable(message('errors.key.unsupported', { algorithm }));
  }
  try {
    const reading = isHmac ? hmacKey(key, base64Secret) : await publicKey(key, algorithm);
    if ('reason' in reading) return unusable(reading.reason);
    const { compactVerify, errors } = await import('jose');
    try {
      await compactVerify(token, reading.key, { algorithms: [algorithm] });
      return { status: 'verified' };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) return { status: 'invalid' };
      throw error;
    }
  } catch (error) {
    return unusable(reasonOf(error));
  }
}
