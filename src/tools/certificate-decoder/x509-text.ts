// X.509 values in the text OpenSSL prints for them (`openssl x509 -text`), from asn1js and pkijs
// objects: names, serials, times, keys, algorithms, general names.
import * as asn1js from 'asn1js';
import { RSAPublicKey, RSASSAPSSParams, type GeneralName, type PublicKeyInfo } from 'pkijs';
import { bytesToBase64 } from '../../lib/bytes';
import { formatIpv6 } from '../../lib/ipv6/address';
import type { DecodedName, NameAttribute } from './model';

/** Colon hex, upper case: `0A:1B:2C`. */
export function colonHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

export const toBytes = (buffer: ArrayBuffer | ArrayBufferView): Uint8Array =>
  buffer instanceof ArrayBuffer
    ? new Uint8Array(buffer)
    : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** An INTEGER's magnitude: its DER bytes without the leading zero byte that keeps it positive. */
function magnitude(integer: asn1js.Integer): Uint8Array {
  const bytes = toBytes(integer.valueBlock.valueHexView);
  return bytes.length > 1 && bytes[0] === 0 ? bytes.subarray(1) : bytes;
}

const bigIntOf = (bytes: Uint8Array): bigint => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** A serial number: `0A:1B:2C:3D:4E:5F:60 (2844626588163936)`. */
export function serialText(serial: asn1js.Integer): string {
  const bytes = magnitude(serial);
  return `${colonHex(bytes)} (${bigIntOf(bytes).toString()})`;
}

/** A serial number as a CRL entry shows it: colon hex only. */
export const serialHex = (serial: asn1js.Integer): string => colonHex(magnitude(serial));

/** An INTEGER in decimal (a CRL number). */
export const integerText = (integer: asn1js.Integer): string => bigIntOf(magnitude(integer)).toString();

/** ISO 8601 UTC without milliseconds; undefined for a time that cannot be read. */
export function isoTime(date: Date | undefined): string | undefined {
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** ISO 8601 UTC with milliseconds (SCT timestamps are milliseconds). */
export function isoTimeMs(date: Date | undefined): string {
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '?';
}

/** OpenSSL's short names of name attributes. */
const attributeNames: Readonly<Record<string, string>> = {
  '2.5.4.6': 'C',
  '2.5.4.8': 'ST',
  '2.5.4.7': 'L',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.3': 'CN',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '2.5.4.5': 'serialNumber',
  '0.9.2342.19200300.100.1.25': 'DC',
  '0.9.2342.19200300.100.1.1': 'UID',
  '2.5.4.9': 'street',
  '2.5.4.17': 'postalCode',
  '2.5.4.12': 'title',
  '2.5.4.4': 'SN',
  '2.5.4.42': 'GN',
  '2.5.4.43': 'initials',
  '2.5.4.65': 'pseudonym',
  '2.5.4.44': 'generationQualifier',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.15': 'businessCategory',
  '2.5.4.97': 'organizationIdentifier',
  '2.5.4.41': 'name',
  '2.5.4.13': 'description',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
};

/** The short names a catalogue gives a long name to (`names.<short>`). */
export const namedAttributes = Object.values(attributeNames);

/** The text of an attribute's value: a string's characters, else `#` and the hex of its DER. */
function valueText(value: asn1js.AsnType): string {
  if (value instanceof asn1js.BaseStringBlock) return value.valueBlock.value;
  return `#${colonHex(toBytes(value.toBER(false))).replace(/:/g, '')}`;
}

/** OpenSSL's quoting in one-line names: a value with `,+"\<>;` is quoted, `"` and `\` escaped. */
function quoted(value: string): string {
  if (!/[,+"\\<>;]/.test(value)) return value;
  return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

/**
 * A distinguished name from its DER (pkijs keeps it as `valueBeforeDecode`): each attribute, and
 * the one-line form `C = FR, O = IT Tools Test` (several values of one RDN joined by ` + `).
 */
export function decodeName(der: ArrayBuffer | Uint8Array): DecodedName {
  const parsed = asn1js.fromBER(toBytes(der));
  const attributes: NameAttribute[] = [];
  const rdnTexts: string[] = [];
  const rdns = parsed.result instanceof asn1js.Sequence ? parsed.result.valueBlock.value : [];
  for (const rdn of rdns) {
    const parts: string[] = [];
    const values = rdn instanceof asn1js.Set ? rdn.valueBlock.value : [];
    for (const typeAndValue of values) {
      const [type, value] = typeAndValue instanceof asn1js.Sequence ? typeAndValue.valueBlock.value : [];
      if (!(type instanceof asn1js.ObjectIdentifier) || value === undefined) continue;
      const oid = type.valueBlock.toString();
      const short = attributeNames[oid];
      const text = valueText(value);
      attributes.push({ oid, short, value: text });
      parts.push(`${short ?? oid} = ${quoted(text)}`);
    }
    if (parts.length > 0) rdnTexts.push(parts.join(' + '));
  }
  return { text: rdnTexts.join(', '), attributes };
}

/** The DER of a name pkijs decoded. */
export const nameDer = (name: { valueBeforeDecode: ArrayBuffer }): Uint8Array => toBytes(name.valueBeforeDecode);

const hashNames: Readonly<Record<string, string>> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.4': 'SHA-224',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};

export const rsaPssOid = '1.2.840.113549.1.1.10';

const signatureNames: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.3.101.112': 'ED25519',
  '1.3.101.113': 'ED448',
  '1.2.840.10040.4.3': 'dsa_with_SHA1',
  '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256',
};

/** A signature algorithm by OpenSSL's name: `sha256WithRSAEncryption`, `rsassaPss (SHA-256, MGF1 SHA-256, salt 32)`. */
export function signatureAlgorithmText(algorithm: { algorithmId: string; algorithmParams?: unknown }): string {
  if (algorithm.algorithmId !== rsaPssOid) return signatureNames[algorithm.algorithmId] ?? algorithm.algorithmId;
  try {
    const params = new RSASSAPSSParams({ schema: algorithm.algorithmParams });
    const hash = hashNames[params.hashAlgorithm.algorithmId] ?? params.hashAlgorithm.algorithmId;
    const mgfParams = params.maskGenAlgorithm.algorithmParams as asn1js.AsnType | undefined;
    const mgfHashOid =
      mgfParams instanceof asn1js.Sequence && mgfParams.valueBlock.value[0] instanceof asn1js.ObjectIdentifier
        ? mgfParams.valueBlock.value[0].valueBlock.toString()
        : '1.3.14.3.2.26';
    return `rsassaPss (${hash}, MGF1 ${hashNames[mgfHashOid] ?? mgfHashOid}, salt ${params.saltLength})`;
  } catch {
    return 'rsassaPss';
  }
}

const curves: Readonly<Record<string, string>> = {
  '1.2.840.10045.3.1.7': 'P-256 (prime256v1)',
  '1.3.132.0.34': 'P-384 (secp384r1)',
  '1.3.132.0.35': 'P-521 (secp521r1)',
  '1.3.132.0.10': 'secp256k1',
  '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1',
  '1.3.36.3.3.2.8.1.1.11': 'brainpoolP384r1',
  '1.3.36.3.3.2.8.1.1.13': 'brainpoolP512r1',
};

const curveBits: Readonly<Record<string, number>> = {
  '1.2.840.10045.3.1.7': 256,
  '1.3.132.0.34': 384,
  '1.3.132.0.35': 521,
  '1.3.132.0.10': 256,
  '1.3.36.3.3.2.8.1.1.7': 256,
  '1.3.36.3.3.2.8.1.1.11': 384,
  '1.3.36.3.3.2.8.1.1.13': 512,
};

function bitLength(bytes: Uint8Array): number {
  let first = 0;
  while (first < bytes.length - 1 && bytes[first] === 0) first++;
  return (bytes.length - first - 1) * 8 + (bytes[first] === 0 ? 0 : 32 - Math.clz32(bytes[first]));
}

/** A public key: `RSA 2048 bits, exponent 65537`, `EC P-256 (prime256v1), 256 bits`, `Ed25519, 256 bits`, else its OID. */
export function publicKeyText(info: PublicKeyInfo): string {
  const oid = info.algorithm.algorithmId;
  const key = toBytes(info.subjectPublicKey.valueBlock.valueHexView);
  try {
    if (oid === '1.2.840.113549.1.1.1' || oid === rsaPssOid) {
      const parsed = asn1js.fromBER(key);
      const rsa = new RSAPublicKey({ schema: parsed.result });
      const name = oid === rsaPssOid ? 'RSA-PSS' : 'RSA';
      return `${name} ${bitLength(magnitude(rsa.modulus))} bits, exponent ${integerText(rsa.publicExponent)}`;
    }
    if (oid === '1.2.840.10045.2.1') {
      const params = info.algorithm.algorithmParams as asn1js.AsnType | undefined;
      if (!(params instanceof asn1js.ObjectIdentifier)) return 'EC';
      const curve = params.valueBlock.toString();
      const bits = curveBits[curve] ?? Math.floor((key.length - 1) / 2) * 8;
      return `EC ${curves[curve] ?? curve}, ${bits} bits`;
    }
  } catch {
    return oid;
  }
  if (oid === '1.3.101.112') return 'Ed25519, 256 bits';
  if (oid === '1.3.101.113') return 'Ed448, 456 bits';
  return oid;
}

/** Base64 of SHA-256 over the SubjectPublicKeyInfo's DER: curl's `--pinnedpubkey sha256//…`. */
export async function spkiPin(spkiDer: Uint8Array): Promise<string> {
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', spkiDer as Uint8Array<ArrayBuffer>)));
}

/** Colon-hex SHA-1 or SHA-256 of `der`, as `openssl x509 -fingerprint`. */
export async function fingerprint(algorithm: 'SHA-1' | 'SHA-256', der: Uint8Array): Promise<string> {
  return colonHex(new Uint8Array(await crypto.subtle.digest(algorithm, der as Uint8Array<ArrayBuffer>)));
}

function ipText(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.length === 16) return formatIpv6(bigIntOf(bytes));
  // Name constraints hold an address and its mask (8 or 32 bytes).
  if (bytes.length === 8) return `${ipText(bytes.subarray(0, 4))}/${ipText(bytes.subarray(4))}`;
  if (bytes.length === 32) return `${ipText(bytes.subarray(0, 16))}/${ipText(bytes.subarray(16))}`;
  return colonHex(bytes);
}

/** A general name with OpenSSL's prefix: `DNS:…`, `IP Address:…`, `email:…`, `URI:…`, `DirName:…`. */
export function generalNameText(name: GeneralName): string {
  const value: unknown = name.value;
  switch (name.type) {
    case 0: {
      const inner = value instanceof asn1js.Constructed ? value.valueBlock.value[0] : undefined;
      return `othername:${inner instanceof asn1js.ObjectIdentifier ? inner.valueBlock.toString() : '<unsupported>'}`;
    }
    case 1:
      return `email:${String(value)}`;
    case 2:
      return `DNS:${String(value)}`;
    case 3:
      return 'X400Name:<unsupported>';
    case 4: {
      const der = (value as { valueBeforeDecode?: ArrayBuffer }).valueBeforeDecode;
      return `DirName:${der ? decodeName(der).text : ''}`;
    }
    case 5:
      return 'EdiPartyName:<unsupported>';
    case 6:
      return `URI:${String(value)}`;
    case 7:
      return `IP Address:${value instanceof asn1js.OctetString ? ipText(toBytes(value.valueBlock.valueHexView)) : '?'}`;
    case 8:
      return `Registered ID:${String(value)}`;
    default:
      return '?';
  }
}
