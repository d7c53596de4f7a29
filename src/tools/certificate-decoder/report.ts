// The operation's JSON report: one object per item with the rows the page shows, in English, and
// the chain's lines.
import type { Message } from '../../lib/operation/message';
import type { CertificateItem, CrlItem, Decoded, ExtensionRow, Item, RequestItem } from './model';
import {
  chainVerdictMessage,
  crlSignatureMessage,
  freshnessMessage,
  lastCertificateMessage,
  linkMessage,
  requestSignatureMessage,
  selfSignedMessage,
  suggestedOrderMessage,
  validityMessage,
} from './status';

/** Words a message in English. */
export type Say = (message: Message) => string;

export interface ExtensionReport {
  name: string;
  critical: boolean;
  value: string;
}

export interface CertificateReport {
  type: 'certificate';
  block: number;
  subject: string;
  issuer: string;
  version: number;
  serialNumber: string;
  notBefore: string | null;
  notAfter: string | null;
  validity: string;
  publicKey: string;
  spkiSha256Pin: string;
  signatureAlgorithm: string;
  selfSigned: string;
  sha1Fingerprint: string;
  sha256Fingerprint: string;
  extensions: ExtensionReport[];
}

export interface RequestReport {
  type: 'request';
  block: number;
  subject: string;
  version: number;
  publicKey: string;
  spkiSha256Pin: string;
  signatureAlgorithm: string;
  signature: string;
  requestedExtensions: ExtensionReport[];
  challengePassword?: string;
}

export interface CrlReport {
  type: 'crl';
  block: number;
  issuer: string;
  version: number;
  thisUpdate: string | null;
  nextUpdate: string | null;
  freshness: string;
  signatureAlgorithm: string;
  crlNumber: string | null;
  authorityKeyIdentifier: string | null;
  signature: string;
  revokedCount: number;
  revokedCertificates: string[];
}

export interface ChainReport {
  links: string[];
  verdict: string;
  suggestedOrder?: string;
  lastCertificate?: string;
}

export interface Report {
  items: (CertificateReport | RequestReport | CrlReport)[];
  chain?: ChainReport;
}

/** An extension's English name ("Key usage"), or its OID. */
export function extensionLabel(row: ExtensionRow, say: Say): string {
  return row.name ? say({ code: `extensions.${row.name}` }) : row.oid;
}

const extensionReport = (row: ExtensionRow, say: Say): ExtensionReport => ({
  name: extensionLabel(row, say),
  critical: row.critical,
  value: row.lines.join('\n'),
});

function certificateReport(item: CertificateItem, nowMs: number, say: Say): CertificateReport {
  return {
    type: 'certificate',
    block: item.block,
    subject: item.subject.text,
    issuer: item.issuer.text,
    version: item.version,
    serialNumber: item.serialNumber,
    notBefore: item.notBefore ?? null,
    notAfter: item.notAfter ?? null,
    validity: say(validityMessage(item.notBefore, item.notAfter, nowMs, 'en')),
    publicKey: item.publicKey,
    spkiSha256Pin: item.spkiPin,
    signatureAlgorithm: item.signatureAlgorithm,
    selfSigned: say(selfSignedMessage(item.selfIssued, item.selfSignature)),
    sha1Fingerprint: item.sha1Fingerprint,
    sha256Fingerprint: item.sha256Fingerprint,
    extensions: item.extensions.map((row) => extensionReport(row, say)),
  };
}

function requestReport(item: RequestItem, say: Say): RequestReport {
  return {
    type: 'request',
    block: item.block,
    subject: item.subject.text,
    version: item.version,
    publicKey: item.publicKey,
    spkiSha256Pin: item.spkiPin,
    signatureAlgorithm: item.signatureAlgorithm,
    signature: say(requestSignatureMessage(item.signature)),
    requestedExtensions: item.extensions.map((row) => extensionReport(row, say)),
    ...(item.challengePassword === undefined ? {} : { challengePassword: item.challengePassword }),
  };
}

function crlReport(item: CrlItem, nowMs: number, say: Say): CrlReport {
  return {
    type: 'crl',
    block: item.block,
    issuer: item.issuer.text,
    version: item.version,
    thisUpdate: item.thisUpdate ?? null,
    nextUpdate: item.nextUpdate ?? null,
    freshness: say(freshnessMessage(item.nextUpdate, nowMs, 'en')),
    signatureAlgorithm: item.signatureAlgorithm,
    crlNumber: item.crlNumber ?? null,
    authorityKeyIdentifier: item.authorityKeyIdentifier?.join('\n') ?? null,
    signature: say(crlSignatureMessage(item.signature)),
    revokedCount: item.revokedCount,
    revokedCertificates: item.revoked,
  };
}

function itemReport(item: Item, nowMs: number, say: Say) {
  switch (item.type) {
    case 'certificate':
      return certificateReport(item, nowMs, say);
    case 'request':
      return requestReport(item, say);
    case 'crl':
      return crlReport(item, nowMs, say);
  }
}

/** The report of `decoded` at the time `nowMs`, worded by `say`. */
export function reportOf(decoded: Decoded, nowMs: number, say: Say): Report {
  const report: Report = { items: decoded.items.map((item) => itemReport(item, nowMs, say)) };
  const { chain } = decoded;
  if (chain) {
    report.chain = {
      links: chain.links.map((link) => say(linkMessage(link))),
      verdict: say(chainVerdictMessage(chain)),
      ...(chain.suggestedOrder ? { suggestedOrder: say(suggestedOrderMessage(chain.suggestedOrder)) } : {}),
      ...(chain.last ? { lastCertificate: say(lastCertificateMessage(chain.last)) } : {}),
    };
  }
  return report;
}
