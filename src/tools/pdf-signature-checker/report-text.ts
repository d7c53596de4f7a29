// How a signature report reads on the page (and in the copied text): labelled lines.
import { format } from 'date-fns';
import type { CertificateDetails, NameDetails } from './certificate-details';
import type { ReadSignature } from './pdf-signature-checker';

export const emptyValue = '—';

export type LineTone = 'good' | 'bad' | 'warning' | undefined;

export interface ReportLine {
  label: string;
  value: string;
  tone?: LineTone;
}

/** Local date and time, e.g. "2024-01-01 01:00:00". */
export function formatDateTime(date: Date): string {
  return format(date, 'yyyy-MM-dd HH:mm:ss');
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The status lines, then the signature dictionary's details, in the order the page shows them. */
export function signatureLines(signature: ReadSignature): ReportLine[] {
  const [start, length, secondStart, secondLength] = signature.byteRange;
  const lines: ReportLine[] = [
    {
      label: 'Integrity',
      value: signature.unchanged ? 'Document unchanged since signing' : 'Document modified after signing',
      tone: signature.unchanged ? 'good' : 'bad',
    },
    {
      label: 'Trusted certificate chain',
      value: yesNo(signature.trustedChain),
      tone: signature.trustedChain ? 'good' : 'warning',
    },
    {
      label: 'Certificate expired',
      value: yesNo(signature.certificateExpired),
      tone: signature.certificateExpired ? 'bad' : 'good',
    },
    { label: 'Signer name', value: signature.signerName || emptyValue },
    { label: 'Reason', value: signature.reason || emptyValue },
    { label: 'Location', value: signature.location || emptyValue },
    { label: 'Contact info', value: signature.contactInfo || emptyValue },
  ];
  if (signature.signingTime) lines.push({ label: 'Signing time', value: formatDateTime(signature.signingTime) });
  lines.push(
    { label: 'Digest algorithm', value: signature.digestAlgorithm },
    { label: 'Covers the whole document', value: yesNo(signature.coversWholeDocument) },
    {
      label: 'Signed byte ranges',
      value: `${start}–${start + length}, ${secondStart}–${secondStart + secondLength}`,
    },
  );
  return lines;
}

export function linesAsText(lines: readonly ReportLine[]): string {
  return lines.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

/** The labelled parts of a name, as the certificate table lists them. */
export function nameLines(name: NameDetails): ReportLine[] {
  return [
    { label: 'Common name', value: name.commonName || emptyValue },
    { label: 'Organization name', value: name.organizationName || emptyValue },
    { label: 'Country name', value: name.countryName || emptyValue },
    { label: 'Locality name', value: name.localityName || emptyValue },
    { label: 'Organizational unit name', value: name.organizationalUnitName || emptyValue },
    { label: 'State or province name', value: name.stateOrProvinceName || emptyValue },
  ];
}

export function validityLines(certificate: CertificateDetails): ReportLine[] {
  return [
    { label: 'Not before', value: formatDateTime(certificate.notBefore) },
    { label: 'Not after', value: formatDateTime(certificate.notAfter) },
  ];
}

/** "Jane-Tester.pem": the subject's common name, made safe for a file name. */
export function certificateFileName(certificate: CertificateDetails): string {
  const base = certificate.subject.commonName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return `${base || 'certificate'}.pem`;
}
