// Extensions as OpenSSL writes them (`openssl x509 -text`), one row each, from pkijs's parsed values.
import * as asn1js from 'asn1js';
import {
  AltName,
  AuthorityKeyIdentifier,
  BasicConstraints,
  CertificatePolicies,
  CRLDistributionPoints,
  ExtKeyUsage,
  InfoAccess,
  SignedCertificateTimestampList,
  type Extension,
} from 'pkijs';
import { bytesToBase64 } from '../../lib/bytes';
import { extensionNames, type ExtensionName, type ExtensionRow } from './model';
import { colonHex, decodeName, generalNameText, integerText, isoTimeMs, toBytes } from './x509-text';

const keyUsageNames = [
  'Digital Signature',
  'Non Repudiation',
  'Key Encipherment',
  'Data Encipherment',
  'Key Agreement',
  'Certificate Sign',
  'CRL Sign',
  'Encipher Only',
  'Decipher Only',
];

const extendedKeyUsageNames: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '2.5.29.37.0': 'Any Extended Key Usage',
};

const accessMethodNames: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.48.1': 'OCSP',
  '1.3.6.1.5.5.7.48.2': 'CA Issuers',
  '1.3.6.1.5.5.7.48.3': 'Time Stamping',
  '1.3.6.1.5.5.7.48.5': 'CA Repository',
};

const policyNames: Readonly<Record<string, string>> = {
  '2.23.140.1.2.1': 'domain validated',
  '2.23.140.1.2.2': 'organization validated',
  '2.23.140.1.2.3': 'individual validated',
  '2.23.140.1.1': 'extended validation',
  '2.5.29.32.0': 'any policy',
};

const cpsQualifier = '1.3.6.1.5.5.7.2.1';
const userNoticeQualifier = '1.3.6.1.5.5.7.2.2';

/** Bytes shown of an extension read as raw data. */
const rawBytesShown = 64;

function rawLines(extension: Extension): string[] {
  const bytes = toBytes(extension.extnValue.valueBlock.valueHexView);
  const shown = colonHex(bytes.subarray(0, rawBytesShown));
  return [bytes.length > rawBytesShown ? `${shown}…` : shown];
}

function keyUsageLines(value: unknown): string[] | undefined {
  if (!(value instanceof asn1js.BitString)) return undefined;
  const bytes = toBytes(value.valueBlock.valueHexView);
  const names = keyUsageNames.filter((_, bit) => (bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7)));
  return [names.join(', ')];
}

function basicConstraintsLines(value: BasicConstraints): string[] {
  if (!value.cA) return ['CA:FALSE'];
  const pathLength = value.pathLenConstraint;
  if (pathLength === undefined) return ['CA:TRUE'];
  const length = pathLength instanceof asn1js.Integer ? integerText(pathLength) : String(pathLength);
  return [`CA:TRUE, pathlen:${length}`];
}

function authorityKeyIdentifierLines(value: AuthorityKeyIdentifier): string[] {
  const lines: string[] = [];
  if (value.keyIdentifier) lines.push(colonHex(toBytes(value.keyIdentifier.valueBlock.valueHexView)));
  for (const name of value.authorityCertIssuer ?? []) lines.push(generalNameText(name));
  if (value.authorityCertSerialNumber)
    lines.push(`serial:${colonHex(toBytes(value.authorityCertSerialNumber.valueBlock.valueHexView))}`);
  return lines;
}

function distributionPointLines(value: CRLDistributionPoints): string[] {
  return value.distributionPoints.flatMap((point) => {
    const name = point.distributionPoint;
    if (Array.isArray(name))
      return name.map((general) => (general.type === 6 ? String(general.value) : generalNameText(general)));
    if (name) return [`Relative name: ${decodeName(name.valueBeforeDecode).text}`];
    return (point.cRLIssuer ?? []).map((issuer) => `CRL issuer: ${generalNameText(issuer)}`);
  });
}

function noticeText(qualifier: unknown): string {
  const parts = qualifier instanceof asn1js.Sequence ? qualifier.valueBlock.value : [];
  const text = parts.find((part) => part instanceof asn1js.BaseStringBlock);
  return text instanceof asn1js.BaseStringBlock ? text.valueBlock.value : '';
}

function policyLines(value: CertificatePolicies): string[] {
  return value.certificatePolicies.flatMap((policy) => {
    const name = policyNames[policy.policyIdentifier];
    const lines = [`Policy: ${policy.policyIdentifier}${name ? ` (${name})` : ''}`];
    for (const qualifier of policy.policyQualifiers ?? []) {
      const content: unknown = qualifier.qualifier;
      if (qualifier.policyQualifierId === cpsQualifier && content instanceof asn1js.BaseStringBlock)
        lines.push(`CPS: ${content.valueBlock.value}`);
      else if (qualifier.policyQualifierId === userNoticeQualifier) lines.push(`User Notice: ${noticeText(content)}`);
      else lines.push(`Qualifier: ${qualifier.policyQualifierId}`);
    }
    return lines;
  });
}

function timestampLines(value: SignedCertificateTimestampList): string[] {
  const count = value.timestamps.length;
  return [
    `${count} ${count === 1 ? 'SCT' : 'SCTs'}`,
    ...value.timestamps.map((sct) => `Log ID ${bytesToBase64(toBytes(sct.logID))} · ${isoTimeMs(sct.timestamp)}`),
  ];
}

/** A parsed value's lines, or undefined when pkijs could not parse it. */
function parsedLines(oid: string, value: unknown): string[] | undefined {
  if ((value as { parsingError?: string } | undefined)?.parsingError) return undefined;
  switch (oid) {
    case '2.5.29.17':
    case '2.5.29.18':
      return value instanceof AltName ? [value.altNames.map(generalNameText).join(', ')] : undefined;
    case '2.5.29.15':
      return keyUsageLines(value);
    case '2.5.29.37':
      return value instanceof ExtKeyUsage
        ? [value.keyPurposes.map((purpose) => extendedKeyUsageNames[purpose] ?? purpose).join(', ')]
        : undefined;
    case '2.5.29.19':
      return value instanceof BasicConstraints ? basicConstraintsLines(value) : undefined;
    case '2.5.29.14':
      return value instanceof asn1js.OctetString ? [colonHex(toBytes(value.valueBlock.valueHexView))] : undefined;
    case '2.5.29.35':
      return value instanceof AuthorityKeyIdentifier ? authorityKeyIdentifierLines(value) : undefined;
    case '2.5.29.31':
    case '2.5.29.46':
      return value instanceof CRLDistributionPoints ? distributionPointLines(value) : undefined;
    case '1.3.6.1.5.5.7.1.1':
    case '1.3.6.1.5.5.7.1.11':
      return value instanceof InfoAccess
        ? value.accessDescriptions.map(
            (access) =>
              `${accessMethodNames[access.accessMethod] ?? access.accessMethod} - ${generalNameText(access.accessLocation)}`,
          )
        : undefined;
    case '2.5.29.32':
      return value instanceof CertificatePolicies ? policyLines(value) : undefined;
    case '1.3.6.1.4.1.11129.2.4.2':
      return value instanceof SignedCertificateTimestampList ? timestampLines(value) : undefined;
    case '2.5.29.20':
      return value instanceof asn1js.Integer ? [integerText(value)] : undefined;
    default:
      return undefined;
  }
}

export function extensionName(oid: string): ExtensionName | undefined {
  return Object.hasOwn(extensionNames, oid) ? extensionNames[oid as keyof typeof extensionNames] : undefined;
}

/** One extension as a row: its name, critical flag and value in OpenSSL's words; raw hex when not understood. */
export function extensionRow(extension: Extension): ExtensionRow {
  const oid = extension.extnID;
  let lines: string[] | undefined;
  try {
    lines = parsedLines(oid, extension.parsedValue);
  } catch {
    lines = undefined;
  }
  return { oid, name: extensionName(oid), critical: extension.critical, lines: lines ?? rawLines(extension) };
}
