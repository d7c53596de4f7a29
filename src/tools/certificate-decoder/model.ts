// What the decoder finds in its input, as plain data (it crosses from the worker to the page, and
// makes the operation's JSON report): every value already in the text the page shows, words left
// to the catalogue as codes.
import type { Message } from '../../lib/operation/message';

export type ItemType = 'certificate' | 'request' | 'crl';

/** One attribute of a distinguished name: its OpenSSL short name (undefined when unknown), OID and value. */
export interface NameAttribute {
  oid: string;
  short: string | undefined;
  value: string;
}

export interface DecodedName {
  /** OpenSSL's default one-line form: `C = FR, O = IT Tools Test, CN = IT Tools Test Root CA`. */
  text: string;
  attributes: NameAttribute[];
}

/** The extensions a catalogue names (`extensions.<name>`); others show their OID. */
export const extensionNames = {
  '2.5.29.17': 'subjectAltName',
  '2.5.29.18': 'issuerAltName',
  '2.5.29.15': 'keyUsage',
  '2.5.29.37': 'extKeyUsage',
  '2.5.29.19': 'basicConstraints',
  '2.5.29.14': 'subjectKeyIdentifier',
  '2.5.29.35': 'authorityKeyIdentifier',
  '2.5.29.31': 'crlDistributionPoints',
  '2.5.29.46': 'freshestCrl',
  '1.3.6.1.5.5.7.1.1': 'authorityInfoAccess',
  '1.3.6.1.5.5.7.1.11': 'subjectInfoAccess',
  '2.5.29.32': 'certificatePolicies',
  '1.3.6.1.4.1.11129.2.4.2': 'signedCertificateTimestamps',
  '1.3.6.1.4.1.11129.2.4.3': 'precertificatePoison',
  '2.5.29.30': 'nameConstraints',
  '2.5.29.36': 'policyConstraints',
  '2.5.29.33': 'policyMappings',
  '2.5.29.54': 'inhibitAnyPolicy',
  '2.5.29.9': 'subjectDirectoryAttributes',
  '2.5.29.16': 'privateKeyUsagePeriod',
  '1.3.6.1.5.5.7.48.1.5': 'ocspNoCheck',
  '1.3.6.1.5.5.7.1.24': 'tlsFeature',
  '1.3.6.1.5.5.7.1.3': 'qcStatements',
  '2.5.29.20': 'crlNumber',
  '2.5.29.27': 'deltaCrlIndicator',
  '2.5.29.28': 'issuingDistributionPoint',
  '2.16.840.1.113730.1.1': 'netscapeCertType',
  '2.16.840.1.113730.1.13': 'netscapeComment',
  '1.3.6.1.4.1.311.20.2': 'microsoftCertificateTemplateName',
  '1.3.6.1.4.1.311.21.7': 'microsoftCertificateTemplate',
  '1.3.6.1.4.1.311.21.1': 'microsoftCaVersion',
} as const;

export type ExtensionName = (typeof extensionNames)[keyof typeof extensionNames];

export interface ExtensionRow {
  oid: string;
  /** Its catalogue name; undefined for an extension shown by its OID. */
  name: ExtensionName | undefined;
  critical: boolean;
  /** The value, one line per entry where the spec shows several (AIA, policies, SCTs). */
  lines: string[];
}

/**
 * A signature checked with a key: it verifies, it does not, or the algorithm is one that Web Crypto
 * (in this browser) cannot check.
 */
export type Verification = 'valid' | 'invalid' | 'unsupported';

interface ItemBase {
  /** Its PEM block's number in the input (1 for Base64 or DER). */
  block: number;
  /** Its number among the items of its type (certificate 2 of 3). */
  number: number;
  der: Uint8Array;
  pem: string;
  /** The name of its files without extension: its CN made file-safe, else `certificate-2`. */
  fileStem: string;
}

export interface CertificateItem extends ItemBase {
  type: 'certificate';
  subject: DecodedName;
  issuer: DecodedName;
  version: number;
  serialNumber: string;
  /** ISO 8601 UTC without milliseconds; undefined when the time cannot be read. */
  notBefore: string | undefined;
  notAfter: string | undefined;
  publicKey: string;
  spkiPin: string;
  signatureAlgorithm: string;
  /** Subject and issuer are the same name (self-issued), and what its own key says of its signature. */
  selfIssued: boolean;
  selfSignature: Verification | undefined;
  sha1Fingerprint: string;
  sha256Fingerprint: string;
  extensions: ExtensionRow[];
}

export interface RequestItem extends ItemBase {
  type: 'request';
  subject: DecodedName;
  version: number;
  publicKey: string;
  spkiPin: string;
  signatureAlgorithm: string;
  signature: Verification;
  extensions: ExtensionRow[];
  challengePassword: string | undefined;
}

/** Whether a certificate of the input (by its number) verifies a CRL. */
export type CrlSignature =
  | { status: 'verified' | 'failed'; certificate: number }
  | { status: 'unsupported'; certificate: number }
  | { status: 'unchecked' };

export interface CrlItem extends ItemBase {
  type: 'crl';
  issuer: DecodedName;
  version: number;
  thisUpdate: string | undefined;
  nextUpdate: string | undefined;
  signatureAlgorithm: string;
  crlNumber: string | undefined;
  authorityKeyIdentifier: string[] | undefined;
  signature: CrlSignature;
  revokedCount: number;
  /** One line per entry, up to the first 1,000: `10:01 · 2025-03-15T12:00:00Z · Key compromise`. */
  revoked: string[];
}

export type Item = CertificateItem | RequestItem | CrlItem;

/** How certificate `from` relates to the one after it, `to`. */
export type LinkStatus = 'signed' | 'issuer-mismatch' | 'bad-signature' | 'unsupported';

export interface ChainLink {
  from: number;
  to: number;
  status: LinkStatus;
}

export interface ChainCheck {
  links: ChainLink[];
  /** The first certificate whose link is broken; undefined when the order is right. */
  brokenAt: number | undefined;
  /** When broken, certificate numbers in an order that makes one chain, if there is one. */
  suggestedOrder: number[] | undefined;
  /** When the order is right, the last certificate: a root, or issued by a name not in the input. */
  last: { number: number; selfSigned: boolean; issuer: string } | undefined;
}

export interface Decoded {
  items: Item[];
  /** Blocks skipped or not decoded, worded by the catalogue. */
  warnings: Message[];
  /** Present when there are two certificates or more. */
  chain: ChainCheck | undefined;
}
