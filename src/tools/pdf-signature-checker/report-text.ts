// How a signature report reads on the page (and in the copied text): labelled lines.
import { format } from 'date-fns';
import type { CertificateDetails, NameDetails } from './certificate-details';
import type { ReadSignature } from './pdf-signature-checker';

export const emptyValue = '—';

export type LineTone = 'good' | 'bad' | 'warning' | undefined;

export interface ReportLine {
  /** Catalogue key of its label. */
  label: string;
  /** The value: data, shown as it is, or the catalogue key of its words when `worded`. */
  value: string;
  worded?: boolean;
  tone?: LineTone;
}

/** Local date and time, e.g. "2024-01-01 01:00:00". */
export function formatDateTime(date: Date): string {
  return format(date, 'yyyy-MM-dd HH:mm:ss');
}

const yesNo = (value: boolean) => ({ value: value ? 'values.yes' : 'values.no', worded: true });

/** The status lines, then the signature dictionary's details, in the order the page shows them. */
export function signatureLines(signature: ReadSignature): ReportLine[] {
  const [start, length, secondStart, secondLength] = signature.byteRange;
  const lines: ReportLine[] = [
    {
      label: 'lines.integrity',
      value: signature.unchanged ? 'values.unchanged' : 'values.modified',
      worded: true,
      tone: signature.unchanged ? 'good' : 'bad',
    },
    {
      label: 'lines.trustedChain',
      ...yesNo(signature.trustedChain),
      tone: signature.trustedChain ? 'good' : 'warning',
    },
    {
      label: 'lines.certificateExpired',
      ...yesNo(signature.certificateExpired),
      tone: signature.certificateExpired ? 'bad' : 'good',
    },
    { label: 'lines.signerName', value: signature.signerName || emptyValue },
    { label: 'lines.reason', value: signature.reason || emptyValue },
    { label: 'lines.location', value: signature.location || emptyValue },
    { label: 'lines.contactInfo', value: signature.contactInfo || emptyValue },
  ];
  if (signature.signingTime) lines.push({ label: 'lines.signingTime', value: formatDateTime(signature.signingTime) });
  lines.push(
    { label: 'lines.digestAlgorithm', value: signature.digestAlgorithm },
    { label: 'lines.coversWholeDocument', ...yesNo(signature.coversWholeDocument) },
    {
      label: 'lines.byteRanges',
      value: `${start}–${start + length}, ${secondStart}–${secondStart + secondLength}`,
    },
  );
  return lines;
}

/** A line's value in words: as it is, or worded by `text`. */
export const lineValue = ({ value, worded }: ReportLine, text: (key: string) => string): string =>
  worded ? text(value) : value;

/** The lines as the copied text: "Label: value", one a line. */
export function linesAsText(
  lines: readonly ReportLine[],
  text: (key: string, values?: Record<string, string>) => string,
): string {
  return lines
    .map((line) => text('signature.line', { label: text(line.label), value: lineValue(line, text) }))
    .join('\n');
}

/** The labelled parts of a name, as the certificate table lists them. */
export function nameLines(name: NameDetails): ReportLine[] {
  return [
    { label: 'lines.commonName', value: name.commonName || emptyValue },
    { label: 'lines.organizationName', value: name.organizationName || emptyValue },
    { label: 'lines.countryName', value: name.countryName || emptyValue },
    { label: 'lines.localityName', value: name.localityName || emptyValue },
    { label: 'lines.organizationalUnitName', value: name.organizationalUnitName || emptyValue },
    { label: 'lines.stateOrProvinceName', value: name.stateOrProvinceName || emptyValue },
  ];
}

export function validityLines(certificate: CertificateDetails): ReportLine[] {
  return [
    { label: 'lines.notBefore', value: formatDateTime(certificate.notBefore) },
    { label: 'lines.notAfter', value: formatDateTime(certificate.notAfter) },
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
