// Signature checks with Web Crypto: RSA PKCS#1 v1.5, RSA-PSS and ECDSA through pkijs; Ed25519
// directly, as pkijs 4 does not know it. Anything else is "not checked".
import * as asn1js from 'asn1js';
import { getCrypto, type AlgorithmIdentifier, type PublicKeyInfo } from 'pkijs';
import type { Verification } from './model';
import { rsaPssOid, toBytes } from './x509-text';

/** The signed part, the signature and its algorithm, of a certificate, CSR or CRL. */
export interface Signed {
  tbsView: Uint8Array;
  signatureAlgorithm: AlgorithmIdentifier;
  signatureValue: asn1js.BitString;
}

/** A public key, parsed and as DER. */
export interface Key {
  info: PublicKeyInfo;
  der: Uint8Array;
}

const ed25519 = '1.3.101.112';
const ecPublicKey = '1.2.840.10045.2.1';
// The curves Web Crypto has.
const webCryptoCurves = new Set(['1.2.840.10045.3.1.7', '1.3.132.0.34', '1.3.132.0.35']);

// RSA with SHA-1/256/384/512, RSA-PSS, ECDSA with SHA-1/256/384/512.
const webCryptoSignatures = new Set([
  '1.2.840.113549.1.1.5',
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  rsaPssOid,
  '1.2.840.10045.4.1',
  '1.2.840.10045.4.3.2',
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
]);

const asBuffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

async function verifyEd25519(signed: Signed, key: Key): Promise<Verification> {
  if (key.info.algorithm.algorithmId !== ed25519) return 'invalid';
  let cryptoKey: Awaited<ReturnType<typeof crypto.subtle.importKey>>;
  try {
    cryptoKey = await crypto.subtle.importKey('spki', asBuffer(key.der), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    // This browser's Web Crypto has no Ed25519.
    return 'unsupported';
  }
  const signature = toBytes(signed.signatureValue.valueBlock.valueHexView);
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    cryptoKey,
    asBuffer(signature),
    asBuffer(signed.tbsView),
  );
  return valid ? 'valid' : 'invalid';
}

function curveOf(info: PublicKeyInfo): string | undefined {
  const params = info.algorithm.algorithmParams as unknown;
  return params instanceof asn1js.ObjectIdentifier ? params.valueBlock.toString() : undefined;
}

/** Whether `key` verifies the signature of `signed`. */
export async function verifySignature(signed: Signed, key: Key): Promise<Verification> {
  const algorithm = signed.signatureAlgorithm.algorithmId;
  if (algorithm === ed25519) return verifyEd25519(signed, key);
  if (!webCryptoSignatures.has(algorithm)) return 'unsupported';
  if (key.info.algorithm.algorithmId === ecPublicKey && !webCryptoCurves.has(curveOf(key.info) ?? ''))
    return 'unsupported';
  try {
    const valid = await getCrypto(true).verifyWithPublicKey(
      asBuffer(signed.tbsView),
      signed.signatureValue,
      key.info,
      signed.signatureAlgorithm,
    );
    return valid ? 'valid' : 'invalid';
  } catch {
    // A key of another type than the signature's, or a damaged signature: it does not verify.
    return 'invalid';
  }
}
