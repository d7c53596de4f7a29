import { describe, expect, it } from 'vitest';
import type { CertificateDetails } from './certificate-details';
import type { ReadSignature } from './pdf-signature-checker';
import {
  certificateFileName,
  formatDateTime,
  linesAsText,
  nameLines,
  signatureLines,
  validityLines,
} from './report-text';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';

const english = toolWords(words).text;

const certificate: CertificateDetails = {
  subject: {
    commonName: 'Jane Tester',
    organizationName: 'Acme Test Org',
    countryName: 'FR',
    localityName: 'Paris',
    organizationalUnitName: 'QA',
    stateOrProvinceName: 'Ile-de-France',
  },
  issuer: {
    commonName: 'IT-Tools Test Root CA',
    organizationName: '',
    countryName: '',
    localityName: '',
    organizationalUnitName: '',
    stateOrProvinceName: '',
  },
  notBefore: new Date(2024, 0, 1, 0, 0, 0),
  notAfter: new Date(2044, 0, 1, 0, 0, 0),
  serialNumber: '02',
  pem: '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n',
};

const signature: ReadSignature = {
  readable: true,
  unchanged: true,
  trustedChain: false,
  certificateExpired: false,
  signerName: 'Jane Tester',
  reason: 'Approval',
  location: '',
  contactInfo: '',
  signingTime: new Date(2025, 2, 14, 10, 26, 53),
  digestAlgorithm: 'SHA-256',
  byteRange: [0, 975, 9169, 827],
  coversWholeDocument: true,
  certificates: [certificate],
};

describe('signatureLines', () => {
  it('reads as the spec wants: status lines, then the details, "—" for empty ones', () => {
    expect(linesAsText(signatureLines(signature), english).split('\n')).toEqual([
      'Integrity: Document unchanged since signing',
      'Trusted certificate chain: No',
      'Certificate expired: No',
      'Signer name: Jane Tester',
      'Reason: Approval',
      'Location: —',
      'Contact info: —',
      'Signing time: 2025-03-14 10:26:53',
      'Digest algorithm: SHA-256',
      'Covers the whole document: Yes',
      'Signed byte ranges: 0–975, 9169–9996',
    ]);
  });

  it('says when the document changed, the chain is trusted and the certificate expired', () => {
    const lines = signatureLines({ ...signature, unchanged: false, trustedChain: true, certificateExpired: true });
    expect(lines.slice(0, 3)).toEqual([
      { label: 'lines.integrity', value: 'values.modified', worded: true, tone: 'bad' },
      { label: 'lines.trustedChain', value: 'values.yes', worded: true, tone: 'good' },
      { label: 'lines.certificateExpired', value: 'values.yes', worded: true, tone: 'bad' },
    ]);
  });

  it('leaves out the signing time when there is none', () => {
    const labels = signatureLines({ ...signature, signingTime: undefined }).map(({ label }) => label);
    expect(labels).not.toContain('lines.signingTime');
  });
});

describe('certificate table cells', () => {
  it('lists the name parts with their labels', () => {
    expect(linesAsText(nameLines(certificate.subject), english)).toBe(
      [
        'Common name: Jane Tester',
        'Organization name: Acme Test Org',
        'Country name: FR',
        'Locality name: Paris',
        'Organizational unit name: QA',
        'State or province name: Ile-de-France',
      ].join('\n'),
    );
    expect(nameLines(certificate.issuer).map(({ value }) => value)).toEqual([
      'IT-Tools Test Root CA',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
  });

  it('shows the validity period in local time', () => {
    expect(linesAsText(validityLines(certificate), english)).toBe(
      'Not before: 2024-01-01 00:00:00\nNot after: 2044-01-01 00:00:00',
    );
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 58))).toBe('2025-12-31 23:59:58');
  });

  it.each([
    ['Jane Tester', 'Jane-Tester.pem'],
    ['IT-Tools Test Root CA', 'IT-Tools-Test-Root-CA.pem'],
    ['Zoë / Ünïcode', 'Zoe-Unicode.pem'],
    ['', 'certificate.pem'],
    ['../..', 'certificate.pem'],
  ])('names the download of %j %s', (commonName, fileName) => {
    expect(certificateFileName({ ...certificate, subject: { ...certificate.subject, commonName } })).toBe(fileName);
  });
});
