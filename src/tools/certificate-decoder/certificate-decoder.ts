// Decodes the certificates, signing requests and revocation lists of a text (PEM or Base64) or of
// DER bytes, with pkijs and asn1js, into plain data (see model.ts).
import * as asn1js from 'asn1js';
import {
  Certificate,
  CertificateRevocationList,
  CertificationRequest,
  Extensions,
  type Extension,
  type PublicKeyInfo,
} from 'pkijs';
import { message, type Message } from '../../lib/operation/message';
import { pemEncode } from '../../lib/pem';
import { err, ok, type Result } from '../../lib/result';
import { checkChain } from './chain';
import { extensionRow } from './extensions';
import type { CertificateItem, CrlItem, CrlSignature, Decoded, Item, ItemType, RequestItem } from './model';
import { maxInputBytes, nothingFound, pemLabelOf, readBlocks, type FoundBlock, type ReadBlocks } from './read-blocks';
import { verifySignature, type Key } from './verify';
import {
  colonHex,
  decodeName,
  fingerprint,
  isoTime,
  nameDer,
  publicKeyText,
  serialHex,
  serialText,
  signatureAlgorithmText,
  spkiPin,
  toBytes,
} from './x509-text';

type Parsed =
  | { type: 'certificate'; value: Certificate }
  | { type: 'request'; value: CertificationRequest }
  | { type: 'crl'; value: CertificateRevocationList };

/** A decoded certificate with what later checks (CRL signatures, the chain) need of it. */
export interface DecodedCertificate {
  item: CertificateItem;
  certificate: Certificate;
  key: Key;
}

const constructors = {
  certificate: (schema: asn1js.AsnType): Parsed => ({ type: 'certificate', value: new Certificate({ schema }) }),
  request: (schema: asn1js.AsnType): Parsed => ({ type: 'request', value: new CertificationRequest({ schema }) }),
  crl: (schema: asn1js.AsnType): Parsed => ({ type: 'crl', value: new CertificateRevocationList({ schema }) }),
};

// The order the spec tries DER of unknown kind in.
const tryOrder: readonly ItemType[] = ['certificate', 'request', 'crl'];

/** The block's object, or undefined when its DER is not one (of its label's kind, when it has one). */
function parseBlock(block: FoundBlock): { parsed: Parsed; root: asn1js.Sequence } | undefined {
  const asn1 = asn1js.fromBER(block.der);
  if (asn1.offset === -1 || !(asn1.result instanceof asn1js.Sequence)) return undefined;
  // A TRUSTED CERTIFICATE's trust settings follow the certificate; anything else must end with it.
  if (asn1.offset !== block.der.length && block.label !== 'TRUSTED CERTIFICATE') return undefined;
  for (const type of block.type ? [block.type] : tryOrder) {
    try {
      return { parsed: constructors[type](asn1.result), root: asn1.result };
    } catch {
      // Not this kind: try the next.
    }
  }
  return undefined;
}

/** The children of the signed part (TBS) of a certificate, CSR or CRL. */
function tbsChildren(root: asn1js.Sequence): asn1js.AsnType[] {
  const tbs = root.valueBlock.value[0];
  return tbs instanceof asn1js.Sequence ? tbs.valueBlock.value : [];
}

const blockBytes = (block: asn1js.AsnType | undefined): Uint8Array =>
  block ? toBytes((block as asn1js.BaseBlock).valueBeforeDecodeView) : new Uint8Array(0);

function fileStem(commonName: string | undefined, fallback: string): string {
  // Characters file systems refuse or read as paths, and controls.
  // eslint-disable-next-line no-control-regex
  const safe = commonName?.replace(/[*/\\:?"<>|\u0000-\u001f]/g, '_').trim();
  return safe || fallback;
}

const commonNameOf = (name: { attributes: { oid: string; value: string }[] }) =>
  name.attributes.findLast((attribute) => attribute.oid === '2.5.4.3')?.value;

const extensionRows = (extensions: readonly Extension[] | undefined) => (extensions ?? []).map(extensionRow);

async function certificateItem(
  certificate: Certificate,
  root: asn1js.Sequence,
  block: number,
  number: number,
): Promise<DecodedCertificate> {
  const der = blockBytes(root);
  const children = tbsChildren(root);
  // The version, when present, is the context-specific [0] before the serial number.
  const first = (children[0] as asn1js.BaseBlock | undefined)?.idBlock.tagClass === 3 ? 1 : 0;
  const key: Key = { info: certificate.subjectPublicKeyInfo, der: blockBytes(children[first + 5]) };
  const subject = decodeName(nameDer(certificate.subject));
  const selfIssued = certificate.subject.isEqual(certificate.issuer);
  const [spkiSha256, sha1, sha256, selfSignature] = await Promise.all([
    spkiPin(key.der),
    fingerprint('SHA-1', der),
    fingerprint('SHA-256', der),
    selfIssued ? verifySignature(certificate, key) : undefined,
  ]);
  const item: CertificateItem = {
    type: 'certificate',
    block,
    number,
    der,
    pem: pemEncode(pemLabelOf.certificate, der),
    fileStem: fileStem(commonNameOf(subject), `certificate-${number}`),
    subject,
    issuer: decodeName(nameDer(certificate.issuer)),
    version: certificate.version + 1,
    serialNumber: serialText(certificate.serialNumber),
    notBefore: isoTime(certificate.notBefore.value),
    notAfter: isoTime(certificate.notAfter.value),
    publicKey: publicKeyText(certificate.subjectPublicKeyInfo),
    spkiPin: spkiSha256,
    signatureAlgorithm: signatureAlgorithmText(certificate.signatureAlgorithm),
    selfIssued,
    selfSignature,
    sha1Fingerprint: sha1,
    sha256Fingerprint: sha256,
    extensions: extensionRows(certificate.extensions),
  };
  return { item, certificate, key };
}

const extensionRequestOid = '1.2.840.113549.1.9.14';
const challengePasswordOid = '1.2.840.113549.1.9.7';

function attributeString(value: unknown): string {
  if (value instanceof asn1js.BaseStringBlock) return value.valueBlock.value;
  return value instanceof asn1js.BaseBlock ? colonHex(toBytes(value.valueBeforeDecodeView)) : '';
}

async function requestItem(
  request: CertificationRequest,
  root: asn1js.Sequence,
  block: number,
  number: number,
): Promise<RequestItem> {
  const der = blockBytes(root);
  const key: Key = { info: request.subjectPublicKeyInfo, der: blockBytes(tbsChildren(root)[2]) };
  const subject = decodeName(nameDer(request.subject));
  const attributes = request.attributes ?? [];
  const requested = attributes.find((attribute) => attribute.type === extensionRequestOid)?.values[0];
  let extensions: Extension[] = [];
  try {
    if (requested) extensions = new Extensions({ schema: requested as asn1js.AsnType }).extensions;
  } catch {
    extensions = [];
  }
  const password = attributes.find((attribute) => attribute.type === challengePasswordOid)?.values[0];
  const [pin, signature] = await Promise.all([spkiPin(key.der), verifySignature(request, key)]);
  return {
    type: 'request',
    block,
    number,
    der,
    pem: pemEncode(pemLabelOf.request, der),
    fileStem: fileStem(commonNameOf(subject), `request-${number}`),
    subject,
    version: request.version + 1,
    publicKey: publicKeyText(request.subjectPublicKeyInfo as PublicKeyInfo),
    spkiPin: pin,
    signatureAlgorithm: signatureAlgorithmText(request.signatureAlgorithm),
    signature,
    extensions: extensionRows(extensions),
    challengePassword: password === undefined ? undefined : attributeString(password),
  };
}

/** The revocation lines shown; the count says how many there are in all. */
const revokedShown = 1000;

const reasons: Readonly<Record<number, string>> = {
  0: 'Unspecified',
  1: 'Key compromise',
  2: 'CA compromise',
  3: 'Affiliation changed',
  4: 'Superseded',
  5: 'Cessation of operation',
  6: 'Certificate hold',
  8: 'Remove from CRL',
  9: 'Privilege withdrawn',
  10: 'AA compromise',
};

const reasonCodeOid = '2.5.29.21';

function revokedLine(entry: NonNullable<CertificateRevocationList['revokedCertificates']>[number]): string {
  const parts = [serialHex(entry.userCertificate), isoTime(entry.revocationDate.value) ?? '?'];
  const reason = entry.crlEntryExtensions?.extensions.find((extension) => extension.extnID === reasonCodeOid);
  const code = reason?.parsedValue instanceof asn1js.Enumerated ? reason.parsedValue.valueBlock.valueDec : undefined;
  if (code !== undefined) parts.push(reasons[code] ?? String(code));
  return parts.join(' · ');
}

async function crlSignature(crl: CertificateRevocationList, certificates: DecodedCertificate[]): Promise<CrlSignature> {
  const issuers = certificates.filter(({ certificate }) => certificate.subject.isEqual(crl.issuer));
  let first: CrlSignature | undefined;
  for (const issuer of issuers) {
    const verification = await verifySignature(crl, issuer.key);
    const status = verification === 'valid' ? 'verified' : verification === 'invalid' ? 'failed' : 'unsupported';
    if (status === 'verified') return { status, certificate: issuer.item.number };
    first ??= { status, certificate: issuer.item.number };
  }
  return first ?? { status: 'unchecked' };
}

async function crlItem(
  crl: CertificateRevocationList,
  root: asn1js.Sequence,
  block: number,
  number: number,
  certificates: DecodedCertificate[],
): Promise<CrlItem> {
  const der = blockBytes(root);
  const extensions = crl.crlExtensions?.extensions ?? [];
  const rowOf = (oid: string) => {
    const extension = extensions.find((each) => each.extnID === oid);
    return extension ? extensionRow(extension).lines : undefined;
  };
  const revoked = crl.revokedCertificates ?? [];
  return {
    type: 'crl',
    block,
    number,
    der,
    pem: pemEncode(pemLabelOf.crl, der),
    fileStem: number === 1 ? 'crl' : `crl-${number}`,
    issuer: decodeName(nameDer(crl.issuer)),
    version: crl.version + 1,
    thisUpdate: isoTime(crl.thisUpdate.value),
    nextUpdate: isoTime(crl.nextUpdate?.value),
    signatureAlgorithm: signatureAlgorithmText(crl.signatureAlgorithm),
    crlNumber: rowOf('2.5.29.20')?.join(' '),
    authorityKeyIdentifier: rowOf('2.5.29.35'),
    signature: await crlSignature(crl, certificates),
    revokedCount: revoked.length,
    revoked: revoked.slice(0, revokedShown).map(revokedLine),
  };
}

/** What no item leaves to say: the first block that could not be decoded, else that nothing was found. */
function emptyInputError(warnings: readonly Message[]): Message {
  return warnings.find((warning) => warning.code === 'warnings.undecodable') ?? nothingFound();
}

async function decodeBlocks({ blocks, warnings: readWarnings }: ReadBlocks): Promise<Result<Decoded, Message>> {
  const warnings = [...readWarnings];
  const parsed: { block: FoundBlock; parsed: Parsed; root: asn1js.Sequence }[] = [];
  for (const block of blocks) {
    const found = parseBlock(block);
    if (found) parsed.push({ block, ...found });
    else if (block.type !== undefined)
      warnings.push(message('warnings.undecodable', { block: block.number, label: block.label }));
  }
  // Warnings in block order, whichever step found them.
  warnings.sort((a, b) => Number(a.values?.block ?? 0) - Number(b.values?.block ?? 0));
  if (parsed.length === 0) return err(emptyInputError(warnings));

  // Certificates first: CRLs are checked with them.
  const counts: Record<ItemType, number> = { certificate: 0, request: 0, crl: 0 };
  const numbers = parsed.map(({ parsed: { type } }) => ++counts[type]);
  const certificates: DecodedCertificate[] = [];
  const items: (Item | undefined)[] = [];
  for (const [index, { block, parsed: object, root }] of parsed.entries()) {
    if (object.type !== 'certificate') continue;
    const decoded = await certificateItem(object.value, root, block.number, numbers[index]);
    certificates.push(decoded);
    items[index] = decoded.item;
  }
  for (const [index, { block, parsed: object, root }] of parsed.entries()) {
    if (object.type === 'request') items[index] = await requestItem(object.value, root, block.number, numbers[index]);
    else if (object.type === 'crl')
      items[index] = await crlItem(object.value, root, block.number, numbers[index], certificates);
  }
  return ok({
    items: items.filter((item) => item !== undefined),
    warnings,
    chain: certificates.length >= 2 ? await checkChain(certificates) : undefined,
  });
}

/** The items of a text: PEM blocks, or the Base64 of one DER object. Blank text has none and no error. */
export async function decodeText(text: string): Promise<Result<Decoded, Message>> {
  if (text.trim() === '') return ok({ items: [], warnings: [], chain: undefined });
  const read = readBlocks(text);
  return read.ok ? decodeBlocks(read.value) : read;
}

/** The item that DER bytes hold. */
export async function decodeDer(der: Uint8Array): Promise<Result<Decoded, Message>> {
  if (der.length > maxInputBytes) return err(message('errors.fileTooLarge'));
  return decodeBlocks({ blocks: [{ number: 1, label: '', der, type: undefined }], warnings: [] });
}
