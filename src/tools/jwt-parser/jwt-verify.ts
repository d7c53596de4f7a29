import { base64ToBytes } from '../../lib/bytes';
import { parseJson } from '../../lib/json/parse-json';

export type Verification = { status: 'verified' } | { status: 'invalid' } | { status: 'unusable'; reason: string };

export const verifiedText = 'Signature verified';
export const invalidText = 'Invalid signature';
export const unusableText = (reason: string) => `Cannot use this key: ${reason}`;

const hmacAlgorithms = new Set(['HS256', 'HS384', 'HS512']);
const publicKeyAlgorithms = new Set([
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]);

type KeyInput = Uint8Array | CryptoKey;
type KeyReading = { key: KeyInput } | { reason: string };

const unusable = (reason: string): Verification => ({ status: 'unusable', reason });

function hmacKey(secret: string, base64: boolean): KeyReading {
  if (!base64) return { key: new TextEncoder().encode(secret) };
  try {
    return { key: base64ToBytes(secret) };
  } catch {
    return { reason: 'the secret is not valid base64' };
  }
}

async function publicKey(text: string, algorithm: string): Promise<KeyReading> {
  const { importJWK, importSPKI, importX509 } = await import('jose');
  const pem = text.trim();
  if (pem.startsWith('-----BEGIN PUBLIC KEY-----')) return { key: await importSPKI(pem, algorithm) };
  if (pem.startsWith('-----BEGIN CERTIFICATE-----')) return { key: await importX509(pem, algorithm) };
  if (/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) return { reason: 'this is a private key; paste the public key' };
  if (pem.startsWith('-----BEGIN RSA PUBLIC KEY-----')) {
    return { reason: 'a PKCS#1 "RSA PUBLIC KEY" is not read; paste it as a "PUBLIC KEY" (SPKI) PEM' };
  }
  if (pem.startsWith('{')) {
    const jwk = parseJson(pem);
    if (!jwk.ok || typeof jwk.value !== 'object' || jwk.value === null || Array.isArray(jwk.value)) {
      return { reason: 'the JWK is not a JSON object' };
    }
    const key = await importJWK(jwk.value, algorithm);
    return key instanceof Uint8Array ? { reason: `a ${algorithm} token needs a public key, not a secret` } : { key };
  }
  return { reason: `a ${algorithm} token needs a PEM public key, a PEM certificate or a JWK` };
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\.$/, '') || 'the key could not be read';
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
  if (typeof algorithm !== 'string') return unusable('the token names no algorithm');
  const isHmac = hmacAlgorithms.has(algorithm);
  if (!isHmac && !publicKeyAlgorithms.has(algorithm)) return unusable(`the algorithm ${algorithm} is not supported`);
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
