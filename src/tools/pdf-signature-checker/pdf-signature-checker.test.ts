import { beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '../../lib/bytes';
import type { NameDetails } from './certificate-details';
import { fixtureSignature, makePdfFixtures, type PdfFixtures } from './fixtures/pdf-fixtures';
import { checkPdfSignatures, type ReadSignature, type SignatureReport } from './pdf-signature-checker';
import { parseTrustedRoots } from './trusted-roots';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';

let fixtures: PdfFixtures;

beforeAll(async () => {
  fixtures = await makePdfFixtures();
}, 60_000);

const now = new Date('2026-06-01T00:00:00Z');
const check = (bytes: Uint8Array, trustedRootsPem = '', at = now) =>
  checkPdfSignatures(bytes, { trustedRoots: parseTrustedRoots(trustedRootsPem), now: at });

function readable(report: SignatureReport | undefined): ReadSignature {
  if (!report?.readable) throw new Error(`Expected a readable signature, got ${JSON.stringify(report)}`);
  return report;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * `pdf` plus an incremental update holding one more signature dictionary, signed (by `sign`) over
 * the whole new file but its /Contents, as a PDF writer would.
 */
function appendSignature(pdf: Uint8Array, sign: (signedBytes: Uint8Array) => string, extraEntries = ''): Uint8Array {
  const placeholderHex = '0'.repeat(8192);
  const width = (value: number) => String(value).padStart(10, '0');
  const layout = (range: number[]) =>
    `\n9 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached ${extraEntries} ` +
    `/ByteRange [${range.map(width).join(' ')}] /Contents <`;
  const tail = '> >>\nendobj\n%%EOF\n';
  const head = latin1(pdf) + layout([0, 0, 0, 0]);
  const contentsEnd = head.length + placeholderHex.length + 2;
  const range = [0, head.length - 1, contentsEnd - 1, tail.length - 1];
  const text = latin1(pdf) + layout(range) + placeholderHex + tail;
  const bytes = fromLatin1(text);
  const signedBytes = new Uint8Array([...bytes.subarray(0, range[1]), ...bytes.subarray(range[2])]);
  const signature = sign(signedBytes).padEnd(placeholderHex.length, '0');
  return fromLatin1(latin1(pdf) + layout(range) + signature + tail);
}

const jane: NameDetails = {
  commonName: 'Jane Tester',
  organizationName: 'Acme Test Org',
  countryName: 'FR',
  localityName: 'Paris',
  organizationalUnitName: 'QA',
  stateOrProvinceName: 'Ile-de-France',
};

const root: NameDetails = {
  commonName: 'IT-Tools Test Root CA',
  organizationName: 'Acme Test Org',
  countryName: 'FR',
  localityName: 'Lyon',
  organizationalUnitName: 'PKI',
  stateOrProvinceName: 'Auvergne-Rhone-Alpes',
};

describe('checkPdfSignatures on the spec fixtures', () => {
  it('reads the signed PDF: one intact signature with its dictionary details', async () => {
    const reports = await check(fixtures.signed);
    expect(reports).toHaveLength(1);
    const signature = readable(reports[0]);
    expect(signature).toMatchObject({
      unchanged: true,
      trustedChain: false,
      certificateExpired: false,
      signerName: fixtureSignature.name,
      reason: fixtureSignature.reason,
      location: fixtureSignature.location,
      contactInfo: fixtureSignature.contactInfo,
      signingTime: fixtures.signingTime,
      digestAlgorithm: 'SHA-256',
      coversWholeDocument: true,
    });
    const [start, length, secondStart, secondLength] = signature.byteRange;
    expect(start).toBe(0);
    expect(secondStart + secondLength).toBe(fixtures.signed.length);
    expect(String.fromCharCode(fixtures.signed[start + length], fixtures.signed[secondStart - 1])).toBe('<>');
  });

  it('lists two certificates: Jane Tester issued by the root, then the root itself', async () => {
    const { certificates } = readable((await check(fixtures.signed))[0]);
    expect(certificates.map(({ subject, issuer }) => ({ subject, issuer }))).toEqual([
      { subject: jane, issuer: root },
      { subject: root, issuer: root },
    ]);
    for (const certificate of certificates) {
      expect(certificate.notBefore.toISOString()).toBe('2024-01-01T00:00:00.000Z');
      expect(certificate.notAfter.toISOString()).toBe('2044-01-01T00:00:00.000Z');
      expect(certificate.pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    }
    expect(certificates[1].pem.replace(/\s/g, '')).toBe(fixtures.rootPem.replace(/\s/g, ''));
  });

  it('finds the document modified when a signed byte changed', async () => {
    const reports = await check(fixtures.tampered);
    expect(reports).toHaveLength(1);
    expect(readable(reports[0]).unchanged).toBe(false);
    expect(readable(reports[0]).certificates).toHaveLength(2);
  });

  it('reports a garbage signature value as unreadable', async () => {
    await expect(check(fixtures.garbled)).resolves.toEqual([
      { readable: false, detail: expect.objectContaining({ code: expect.any(String) }) },
    ]);
  });

  it.each([
    ['the PDF saved before signing', () => fixtures.unsigned],
    ['the PDF with a placeholder never signed', () => fixtures.placeholder],
    ['a text file', () => fixtures.text],
    ['an empty file', () => new Uint8Array()],
    ['random bytes', () => crypto.getRandomValues(new Uint8Array(4096))],
  ])('finds no signature in %s', async (_name, bytes) => {
    await expect(check(bytes())).resolves.toEqual([]);
  });

  it('has the messages of the spec', () => {
    expect(inEnglish({ code: 'notes.noSignatures' }, words)).toBe('No signatures found in the provided file.');
    expect(inEnglish({ code: 'unreadable.title' }, words)).toBe('This signature could not be read');
    expect(inEnglish({ code: 'errors.invalidTrustedRoot' }, words)).toBe('Not a valid PEM certificate');
  });

  it('formats the file sizes as the file card does', () => {
    expect(formatBytes(1312)).toBe('1.28 KB');
    expect(formatBytes(fixtures.unsigned.length)).toMatch(/^\d+ Bytes$/);
  });
});

describe('trusted certificate chain', () => {
  it('says No without trusted roots, Yes once the root is trusted', async () => {
    expect(readable((await check(fixtures.signed))[0]).trustedChain).toBe(false);
    expect(readable((await check(fixtures.signed, fixtures.rootPem))[0]).trustedChain).toBe(true);
  });

  it('says No when the trusted root is another one, and still Yes with both', async () => {
    expect(readable((await check(fixtures.signed, fixtures.otherRootPem))[0]).trustedChain).toBe(false);
    const both = fixtures.otherRootPem + fixtures.rootPem;
    expect(readable((await check(fixtures.signed, both))[0]).trustedChain).toBe(true);
  });

  it('does not trust a modified document less: trust is about the certificates', async () => {
    const signature = readable((await check(fixtures.tampered, fixtures.rootPem))[0]);
    expect(signature).toMatchObject({ unchanged: false, trustedChain: true });
  });
});

describe('certificate expired', () => {
  it('says Yes once the signer certificate is past its end', async () => {
    const at = new Date('2044-01-02T00:00:00Z');
    expect(readable((await check(fixtures.signed, '', at))[0]).certificateExpired).toBe(true);
  });

  it('says Yes when the signing time falls outside the certificate validity', async () => {
    const pdf = appendSignature(fixtures.signed, (data) =>
      hex(fixtures.signDetached(data, new Date('2023-06-01T00:00:00Z'))),
    );
    const second = readable((await check(pdf))[1]);
    expect(second).toMatchObject({ unchanged: true, certificateExpired: true });
    expect(second.signingTime?.toISOString()).toBe('2023-06-01T00:00:00.000Z');
  });
});

describe('several signatures and unreadable ones', () => {
  it('lists signatures in file order; the first no longer covers the whole file', async () => {
    const utf16Name = `<FEFF${Buffer.from('Zoë Tester', 'utf16le').swap16().toString('hex')}>`;
    const pdf = appendSignature(
      fixtures.signed,
      (data) => hex(fixtures.signDetached(data, new Date('2026-01-02T03:04:05Z'))),
      `/Name ${utf16Name} /Reason (Second \\(final\\) approval) /M (D:20260102040405+01'00')`,
    );
    const [first, second] = (await check(pdf)).map(readable);
    expect(first).toMatchObject({ unchanged: true, coversWholeDocument: false, signerName: 'Jane Tester' });
    expect(second).toMatchObject({
      unchanged: true,
      coversWholeDocument: true,
      signerName: 'Zoë Tester',
      reason: 'Second (final) approval',
      location: '',
      contactInfo: '',
    });
    expect(second.signingTime?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('reports garbage in /Contents as unreadable and goes on with the other signatures', async () => {
    const pdf = appendSignature(fixtures.signed, () => 'deadbeef');
    const reports = await check(pdf);
    expect(reports).toHaveLength(2);
    expect(readable(reports[0]).unchanged).toBe(true);
    expect(reports[1]).toMatchObject({
      readable: false,
      detail: expect.objectContaining({ code: expect.any(String) }),
    });
  });

  it('reports a signature whose /Contents is a CMS value of another document as modified', async () => {
    const otherDocument = fixtures.signDetached(new TextEncoder().encode('other'), fixtures.signingTime);
    const pdf = appendSignature(fixtures.signed, () => hex(otherDocument));
    expect(readable((await check(pdf))[1]).unchanged).toBe(false);
  });

  it('reports a signature dictionary whose byte range points outside the file as unreadable', async () => {
    const text = latin1(fixtures.signed).replace(
      /(\/ByteRange \[0 \d+ \d+ )(\d+)\]( *)/,
      (_match, start: string, last: string, spaces: string) => `${start}99999999]${spaces.slice(8 - last.length)}`,
    );
    expect(text.length).toBe(fixtures.signed.length);
    const reports = await check(fromLatin1(text));
    expect(reports).toEqual([{ readable: false, detail: { code: 'unreadable.byteRange' } }]);
  });

  it.each([
    ['zeros only', ''],
    ['garbage', 'deadbeef'],
    ['a truncated CMS value', 'not used'],
  ])('reports a /Contents of %s as unreadable', async (_name, contentsHex) => {
    const [start, length, secondStart] = readable((await check(fixtures.signed))[0]).byteRange;
    const original = latin1(fixtures.signed).slice(start + length + 1, secondStart - 1);
    const replacement = contentsHex === 'not used' ? original.slice(0, 600) : contentsHex;
    const text =
      latin1(fixtures.signed).slice(0, start + length + 1) +
      replacement.padEnd(original.length, '0') +
      latin1(fixtures.signed).slice(secondStart - 1);
    const reports = await check(fromLatin1(text));
    expect(reports).toEqual([{ readable: false, detail: expect.objectContaining({ code: expect.any(String) }) }]);
  });
});
