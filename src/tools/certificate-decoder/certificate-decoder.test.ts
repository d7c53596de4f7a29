import { readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import { CertificateRevocationList, RevokedCertificate, Time } from 'pkijs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesTranslator, type Messages } from '../../i18n/translate';
import { base64ToBytes, bytesToBase64 } from '../../lib/bytes';
import type { Message } from '../../lib/operation/message';
import { runOperation } from '../../lib/operation/run';
import { pemEncode } from '../../lib/pem';
import { decodeDer, decodeText } from './certificate-decoder';
import { derItemType } from './der-kind';
import {
  chainPem,
  chainWrongOrderPem,
  crlPem,
  ed25519Pem,
  leafDerBase64,
  leafPem,
  requestPem,
  rootPem,
} from './fixtures/certificates';
import words from './locales/en.json';
import type { CertificateItem, CrlItem, Decoded, Item, RequestItem } from './model';
import { certificateDecode } from './operations';
import { reportOf } from './report';
import { freshnessMessage, selfSignedMessage, validityMessage } from './status';

// The clock the spec's examples assume.
const specNow = Date.parse('2026-01-01T00:00:00Z');
const english = messagesTranslator(words as Messages);
const say = (said: Message) => english(said.code, said.values);

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const otherRoot = fixture('other-root.pem').toString();
const otherIntermediate = fixture('other-intermediate.pem').toString();
const otherLeaf = fixture('other-leaf.pem').toString();

async function decoded(text: string): Promise<Decoded> {
  const result = await decodeText(text);
  if (!result.ok) throw new Error(`not decoded: ${JSON.stringify(result.error)}`);
  return result.value;
}

const only = async <T extends Item>(text: string) => (await decoded(text)).items[0] as T;

const extensionValues = (item: CertificateItem | RequestItem) =>
  Object.fromEntries(
    item.extensions.map((row) => [
      `${row.name ? english(`extensions.${row.name}`) : row.oid}${row.critical ? ' (critical)' : ''}`,
      row.lines.join('\n'),
    ]),
  );

/** The DER of a PEM text's first block, with one byte of its signature (its last byte) changed. */
function withDamagedSignature(pem: string): string {
  const der = base64ToBytes(pem.replace(/-----[^-]+-----/g, ''));
  der[der.length - 1] ^= 0x01;
  return pemEncode('CERTIFICATE', der);
}

describe('the fixtures', () => {
  it('hold the bytes of the spec’s files', () => {
    expect(leafPem).toBe(fixture('leaf-ec-p256.pem').toString());
    expect(rootPem).toBe(fixture('root-rsa2048.pem').toString());
    expect(ed25519Pem).toBe(fixture('ed25519-selfsigned.pem').toString());
    expect(requestPem).toBe(fixture('request-p384.csr').toString());
    expect(crlPem).toBe(fixture('root.crl').toString());
    expect(leafDerBase64).toBe(bytesToBase64(fixture('leaf-ec-p256.der')));
  });
});

describe('example 1: the EC P-256 leaf', () => {
  it('reads every row as OpenSSL does', async () => {
    const leaf = await only<CertificateItem>(leafPem);
    expect(leaf).toMatchObject({
      type: 'certificate',
      block: 1,
      number: 1,
      fileStem: 'www.example.test',
      version: 3,
      serialNumber: '0A:1B:2C:3D:4E:5F:60 (2844626588163936)',
      notBefore: '2025-06-01T00:00:00Z',
      notAfter: '2026-06-01T00:00:00Z',
      publicKey: 'EC P-256 (prime256v1), 256 bits',
      spkiPin: 'beXOcgrdq1QAs+pjFOff9FWKNOYP92pSilZW3SLB/9w=',
      signatureAlgorithm: 'sha256WithRSAEncryption',
      selfIssued: false,
      sha1Fingerprint: '36:5F:EB:CB:BF:57:8F:87:65:4E:F8:7F:39:8B:A4:1B:0F:23:9D:C6',
      sha256Fingerprint:
        'C8:D4:0D:C4:DC:DC:E6:FD:32:FA:C1:F8:CE:62:2B:58:25:05:75:C5:94:BD:05:E9:34:85:17:B6:33:EE:0D:E7',
    });
    expect(leaf.subject.text).toBe(
      'C = FR, ST = Ile-de-France, L = Paris, O = IT Tools Test, OU = Web, CN = www.example.test',
    );
    expect(leaf.subject.attributes.map((attribute) => attribute.short)).toEqual(['C', 'ST', 'L', 'O', 'OU', 'CN']);
    expect(leaf.issuer.text).toBe('C = FR, O = IT Tools Test, CN = IT Tools Test Root CA');
    expect(say(selfSignedMessage(leaf.selfIssued, leaf.selfSignature))).toBe('No');
    expect(say(validityMessage(leaf.notBefore, leaf.notAfter, specNow, 'en'))).toBe('Valid, expires in 4 months');
    expect(extensionValues(leaf)).toEqual({
      'Basic constraints (critical)': 'CA:FALSE',
      'Key usage (critical)': 'Digital Signature',
      'Extended key usage': 'TLS Web Server Authentication, TLS Web Client Authentication',
      'Subject key identifier': '69:24:74:56:C3:B6:30:E1:6D:C7:F3:68:BB:12:12:5D:2B:8D:94:58',
      'Authority key identifier': '4F:D8:B3:BB:2E:29:B3:B6:4F:52:BA:C9:55:F7:29:11:48:D2:EA:2E',
      'Subject alternative names':
        'DNS:www.example.test, DNS:example.test, IP Address:192.0.2.10, IP Address:2001:db8::1, email:admin@example.test, URI:https://example.test/',
      'CRL distribution points': 'http://crl.example.test/root.crl',
      'Authority information access':
        'OCSP - URI:http://ocsp.example.test\nCA Issuers - URI:http://ca.example.test/root.crt',
      'Certificate policies':
        'Policy: 2.23.140.1.2.2 (organization validated)\nPolicy: 1.3.6.1.4.1.55555.1.1\nCPS: https://example.test/cps',
      'Signed certificate timestamps':
        '2 SCTs\nLog ID ERERERERERERERERERERERERERERERERERERERERERE= · 2025-06-01T00:00:00.000Z\nLog ID IiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiI= · 2025-06-02T00:00:00.000Z',
    });
    expect(leaf.pem).toBe(leafPem);
    expect(bytesToBase64(leaf.der)).toBe(leafDerBase64);
  });

  it('reads the same from its DER, its bare Base64 and URL-safe Base64', async () => {
    const fromPem = await only<CertificateItem>(leafPem);
    const fromDer = await decodeDer(base64ToBytes(leafDerBase64));
    expect(fromDer.ok && fromDer.value.items[0]).toEqual(fromPem);
    const body = leafPem.replace(/-----[^-]+-----/g, '');
    expect(await only(body)).toEqual(fromPem);
    expect(await only(`  ${leafDerBase64.replace(/\+/g, '-').replace(/\//g, '_')}\r\n`)).toEqual(fromPem);
  });

  it('gives the JSON report at the spec’s clock', async () => {
    const report = reportOf(await decoded(leafPem), specNow, say);
    expect(report.items[0]).toMatchObject({ validity: 'Valid, expires in 4 months', selfSigned: 'No' });
    expect(report.chain).toBeUndefined();
  });
});

describe('example 2: leaf and root', () => {
  it('reads the root and finds the chain in order', async () => {
    const { items, chain } = await decoded(chainPem);
    const root = items[1] as CertificateItem;
    expect(root).toMatchObject({
      number: 2,
      serialNumber: '10:00 (4096)',
      publicKey: 'RSA 2048 bits, exponent 65537',
      spkiPin: 'pPBZWsP7VzjeqhrWe6ZiD9H/8ir5/r6f4Fl9WITgApg=',
      notAfter: '2035-01-01T00:00:00Z',
      selfIssued: true,
      selfSignature: 'valid',
      sha256Fingerprint:
        'F9:0B:1C:00:84:35:FA:B3:1A:7B:31:7E:52:71:B6:1D:B2:26:55:72:72:C7:ED:02:7F:EA:0A:92:3F:82:C8:E8',
    });
    expect(say(selfSignedMessage(root.selfIssued, root.selfSignature))).toBe('Yes');
    expect(extensionValues(root)).toMatchObject({
      'Basic constraints (critical)': 'CA:TRUE, pathlen:0',
      'Key usage (critical)': 'Certificate Sign, CRL Sign',
    });
    expect(chain).toEqual({
      links: [{ from: 1, to: 2, status: 'signed' }],
      brokenAt: undefined,
      suggestedOrder: undefined,
      last: { number: 2, selfSigned: true, issuer: 'C = FR, O = IT Tools Test, CN = IT Tools Test Root CA' },
    });
    expect(reportOf({ items, chain, warnings: [] }, specNow, say).chain).toEqual({
      links: ['1 → 2: signed by certificate 2'],
      verdict: 'Chain order OK',
      lastCertificate: 'Certificate 2 is self-signed (a root).',
    });
  });
});

describe('example 3: root first', () => {
  it('finds the order broken and suggests the right one', async () => {
    const report = reportOf(await decoded(chainWrongOrderPem), specNow, say);
    expect(report.chain).toEqual({
      links: ['1 → 2: the issuer does not match the subject of certificate 2'],
      verdict: 'Chain order broken at certificate 1',
      suggestedOrder: 'Suggested order: 2, 1',
    });
  });
});

describe('example 4: the expired Ed25519 certificate', () => {
  it('verifies its own signature with Web Crypto', async () => {
    const item = await only<CertificateItem>(ed25519Pem);
    expect(item).toMatchObject({
      serialNumber: '2A (42)',
      notBefore: '2024-01-01T00:00:00Z',
      notAfter: '2025-01-01T00:00:00Z',
      publicKey: 'Ed25519, 256 bits',
      spkiPin: '+2V6Nb5NZpe2Y7yMcPDpYL01HkMJ58WmRdvtKgQSLQ0=',
      signatureAlgorithm: 'ED25519',
      selfIssued: true,
      selfSignature: 'valid',
      sha1Fingerprint: '1F:A6:4D:A4:68:02:95:BE:47:6D:42:29:F6:5E:8D:9D:2A:8B:57:32',
      sha256Fingerprint:
        'F0:10:CC:83:B7:57:E6:88:29:75:BC:CB:42:02:FF:92:90:FF:81:F3:D3:55:86:F3:B5:6B:1B:F6:E2:21:15:40',
    });
    expect(item.subject.text).toBe('O = IT Tools Test, CN = ed25519.example.test');
    expect(item.issuer.text).toBe(item.subject.text);
    expect(extensionValues(item)['Subject alternative names']).toBe('DNS:ed25519.example.test');
    expect(say(validityMessage(item.notBefore, item.notAfter, specNow, 'en'))).toBe('Expired 11 months ago');
  });

  it('says when its signature does not verify', async () => {
    const item = await only<CertificateItem>(withDamagedSignature(ed25519Pem));
    expect(item.selfSignature).toBe('invalid');
    expect(say(selfSignedMessage(item.selfIssued, item.selfSignature))).toBe(
      'No (self-issued, but the signature does not verify)',
    );
    expect(say(selfSignedMessage(true, 'unsupported'))).toBe(
      'Not checked (this browser does not support the algorithm)',
    );
  });
});

describe('example 5: the P-384 signing request', () => {
  it('reads it and checks its self-signature', async () => {
    const request = await only<RequestItem>(requestPem);
    expect(request).toMatchObject({
      type: 'request',
      fileStem: 'api.example.test',
      version: 1,
      publicKey: 'EC P-384 (secp384r1), 384 bits',
      spkiPin: 'BjhIRTILmiG8UUJZWoKPm0FjqVcFKgdn7R8JNStrdr0=',
      signatureAlgorithm: 'ecdsa-with-SHA384',
      signature: 'valid',
      challengePassword: undefined,
    });
    expect(request.subject.text).toBe('C = DE, O = Example GmbH, CN = api.example.test');
    expect(extensionValues(request)).toEqual({
      'Subject alternative names': 'DNS:api.example.test, DNS:api2.example.test',
      'Key usage (critical)': 'Digital Signature',
    });
    expect(request.pem).toBe(requestPem);
  });

  it('reads the NEW CERTIFICATE REQUEST label too, and a request in Base64 alone', async () => {
    const relabelled = requestPem.replace(/CERTIFICATE REQUEST/g, 'NEW CERTIFICATE REQUEST');
    expect((await only<RequestItem>(relabelled)).signature).toBe('valid');
    expect((await only(requestPem.replace(/-----[^-]+-----/g, ''))).type).toBe('request');
  });
});

describe('example 6: the CRL', () => {
  it('reads it alone, unchecked', async () => {
    const crl = await only<CrlItem>(crlPem);
    expect(crl).toMatchObject({
      type: 'crl',
      fileStem: 'crl',
      version: 2,
      thisUpdate: '2025-04-01T00:00:00Z',
      nextUpdate: '2025-05-01T00:00:00Z',
      signatureAlgorithm: 'sha256WithRSAEncryption',
      crlNumber: '5',
      authorityKeyIdentifier: ['4F:D8:B3:BB:2E:29:B3:B6:4F:52:BA:C9:55:F7:29:11:48:D2:EA:2E'],
      signature: { status: 'unchecked' },
      revokedCount: 2,
      revoked: ['10:01 · 2025-03-15T12:00:00Z · Key compromise', '10:02 · 2025-03-20T08:30:00Z · Superseded'],
    });
    const report = reportOf(await decoded(crlPem), specNow, say);
    expect(report.items[0]).toMatchObject({
      freshness: 'Out of date: the next update was due 8 months ago',
      signature: "Not checked: add the issuer's certificate to the input",
    });
  });

  it('verifies it with its issuer’s certificate, and not with another', async () => {
    const withRoot = reportOf(await decoded(rootPem + crlPem), specNow, say);
    expect(withRoot.items[1]).toMatchObject({ signature: 'Verified with certificate 1' });
    // The other root has another name: not the CRL's issuer.
    const withOther = await decoded(otherRoot + crlPem);
    expect((withOther.items[1] as CrlItem).signature).toEqual({ status: 'unchecked' });
  });

  it('says when the issuer’s key does not verify it', async () => {
    const crl = base64ToBytes(crlPem.replace(/-----[^-]+-----/g, ''));
    crl[crl.length - 1] ^= 0x01;
    const { items } = await decoded(rootPem + pemEncode('X509 CRL', crl));
    expect((items[1] as CrlItem).signature).toEqual({ status: 'failed', certificate: 1 });
  });

  it('lists the first 1,000 revoked certificates and counts them all', async () => {
    const crl = new CertificateRevocationList({
      schema: asn1js.fromBER(base64ToBytes(crlPem.replace(/-----[^-]+-----/g, ''))).result,
    });
    crl.revokedCertificates = Array.from(
      { length: 1001 },
      (_, index) =>
        new RevokedCertificate({
          userCertificate: new asn1js.Integer({ value: 0x2000 + index }),
          revocationDate: new Time({ value: new Date('2025-03-01T00:00:00Z') }),
        }),
    );
    const der = new Uint8Array(crl.toSchema(true).toBER(false));
    const item = await only<CrlItem>(pemEncode('X509 CRL', der));
    expect(item.revokedCount).toBe(1001);
    expect(item.revoked).toHaveLength(1000);
    expect(item.revoked[0]).toBe('20:00 · 2025-03-01T00:00:00Z');
    expect(item.revoked.at(-1)).toBe('23:E7 · 2025-03-01T00:00:00Z');
  });

  it('words freshness', () => {
    expect(say(freshnessMessage('2026-01-06T00:00:00Z', specNow, 'en'))).toBe('Current, next update in 5 days');
    expect(say(freshnessMessage(undefined, specNow, 'en'))).toBe('No next update given');
  });
});

describe('example 7: no certificate, and blocks that are skipped', () => {
  it('refuses text with nothing usable', async () => {
    for (const text of [
      'hello world',
      '%%%{',
      'SGVsbG8=',
      '-----BEGIN PRIVATE KEY-----\nMC4C\n-----END PRIVATE KEY-----',
    ])
      expect(await decodeText(text), text).toEqual({ ok: false, error: { code: 'errors.nothingFound' } });
  });

  it('gives nothing and no error for blank text', async () => {
    expect(await decodeText(' \n\t')).toEqual({ ok: true, value: { items: [], warnings: [], chain: undefined } });
  });

  it('skips a private key before the leaf, never decoding it', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nnot even Base64!\n-----END PRIVATE KEY-----\n';
    const { items, warnings } = await decoded(`key:\n${key}\ncertificate:\n${leafPem}`);
    expect(warnings).toEqual([{ code: 'warnings.skipped', values: { block: 1, label: 'PRIVATE KEY' } }]);
    expect(say(warnings[0])).toBe('Block 1 (PRIVATE KEY) is not a certificate, CSR or CRL, so it was skipped.');
    expect(items.map((item) => [item.type, item.block, item.number])).toEqual([['certificate', 2, 1]]);
  });

  it('warns about a block whose DER is invalid and decodes the others', async () => {
    const broken = '-----BEGIN CERTIFICATE-----\nMIIBAgMEBQ==\n-----END CERTIFICATE-----\n';
    const notBase64 = '-----BEGIN X509 CRL-----\n%%%\n-----END X509 CRL-----\n';
    const { items, warnings } = await decoded(broken + leafPem + notBase64);
    expect(warnings.map(say)).toEqual([
      'Block 1 (CERTIFICATE) could not be decoded: the DER data is invalid.',
      'Block 3 (X509 CRL) could not be decoded: the DER data is invalid.',
    ]);
    expect(items).toHaveLength(1);
    // Alone, the block's own reason is the error.
    expect(await decodeText(broken)).toEqual({
      ok: false,
      error: { code: 'warnings.undecodable', values: { block: 1, label: 'CERTIFICATE' } },
    });
    // A CSR under a certificate's label is not a certificate.
    expect(await decodeText(requestPem.replace(/CERTIFICATE REQUEST/g, 'CERTIFICATE'))).toMatchObject({
      ok: false,
      error: { code: 'warnings.undecodable' },
    });
  });

  it('refuses input over 1 MB, and DER over 1 MB', async () => {
    expect(await decodeText('A'.repeat(1024 * 1024 + 1))).toEqual({ ok: false, error: { code: 'errors.tooLarge' } });
    expect(await decodeText(`${leafPem}\n${'é'.repeat(524_000)}`)).toEqual({
      ok: false,
      error: { code: 'errors.tooLarge' },
    });
    expect(await decodeDer(new Uint8Array(1024 * 1024 + 1))).toEqual({
      ok: false,
      error: { code: 'errors.fileTooLarge' },
    });
  });

  it('reads a TRUSTED CERTIFICATE, whose trust settings follow the certificate', async () => {
    const der = base64ToBytes(leafDerBase64);
    const aux = Uint8Array.of(0x30, 0x0c, 0x30, 0x0a, 0x06, 0x08, 0x2b, 6, 1, 5, 5, 7, 3, 1);
    const trusted = pemEncode('TRUSTED CERTIFICATE', new Uint8Array([...der, ...aux]));
    const item = await only<CertificateItem>(trusted);
    expect(item.sha256Fingerprint).toMatch(/^C8:D4:0D:C4/);
    expect(item.pem).toBe(leafPem);
    // Bytes after any other certificate make its DER invalid.
    expect((await decodeText(trusted.replace(/TRUSTED CERTIFICATE/g, 'CERTIFICATE'))).ok).toBe(false);
  });
});

describe('validity against the clock', () => {
  const word = (nowIso: string) =>
    say(validityMessage('2025-06-01T00:00:00Z', '2026-06-01T00:00:00Z', Date.parse(nowIso), 'en'));

  it('is valid from the first second to the last', () => {
    expect(word('2025-05-30T00:00:00Z')).toBe('Not valid yet, starts in 2 days');
    // 365 days are not quite a year (365.2425 days): whole units are counted down.
    expect(word('2025-06-01T00:00:00Z')).toBe('Valid, expires in 11 months');
    expect(word('2026-06-01T00:00:00Z')).toBe('Valid, expires now');
    expect(word('2026-06-01T00:00:01Z')).toBe('Expired 1 second ago');
    expect(say(validityMessage(undefined, '2026-06-01T00:00:00Z', specNow, 'en'))).toBe(
      'Unknown: the dates cannot be read',
    );
  });
});

describe('a chain of three, with unusual names and extensions', () => {
  it('reads multi-valued RDNs, quoted UTF-8 values and every kind of alternative name', async () => {
    const leaf = await only<CertificateItem>(otherLeaf);
    expect(leaf.subject.text).toBe('C = DE, O = "Müller, Söhne & Co", OU = Dev + OU = Ops, CN = *.odd.example.test');
    expect(leaf.fileStem).toBe('_.odd.example.test');
    expect(leaf.serialNumber).toBe('FF (255)');
    expect(extensionValues(leaf)).toMatchObject({
      'Basic constraints': 'CA:FALSE',
      'Key usage': 'Digital Signature, Key Encipherment',
      'Extended key usage': 'Code Signing, 1.3.6.1.4.1.99999.1',
      'Subject alternative names':
        'DNS:odd.example.test, othername:1.3.6.1.4.1.311.20.2.3, DirName:C = DE, O = Dir Org, IP Address:10.0.0.1',
      'Certificate policies': 'Policy: 2.5.29.32.0 (any policy)',
    });
  });

  it('names RSA-PSS parameters and shows other extensions as hex', async () => {
    const intermediate = await only<CertificateItem>(otherIntermediate);
    expect(intermediate.signatureAlgorithm).toBe('rsassaPss (SHA-384, MGF1 SHA-384, salt 32)');
    expect(intermediate.publicKey).toBe('EC P-384 (secp384r1), 384 bits');
    expect(extensionValues(intermediate)['Name constraints']).toBe(
      '30:13:A0:11:30:0F:82:0D:2E:65:78:61:6D:70:6C:65:2E:74:65:73:74',
    );
  });

  it('verifies RSA-PSS and ECDSA links, and says the last issuer is not in the input', async () => {
    const { chain } = await decoded(otherLeaf + otherIntermediate);
    expect(chain).toEqual({
      links: [{ from: 1, to: 2, status: 'signed' }],
      brokenAt: undefined,
      suggestedOrder: undefined,
      last: { number: 2, selfSigned: false, issuer: 'O = Other Root, CN = Other Root CA' },
    });
    expect(reportOf({ items: [], warnings: [], chain }, specNow, say).chain?.lastCertificate).toBe(
      'Certificate 2 is issued by O = Other Root, CN = Other Root CA, which is not in the input.',
    );
  });

  it('suggests the order of three shuffled certificates', async () => {
    const { chain } = await decoded(otherRoot + otherLeaf + otherIntermediate);
    expect(chain).toMatchObject({ brokenAt: 1, suggestedOrder: [2, 3, 1] });
  });

  it('finds a link whose signature does not verify, and no order when they are not one chain', async () => {
    const { chain } = await decoded(withDamagedSignature(leafPem) + rootPem);
    expect(chain).toMatchObject({ links: [{ status: 'bad-signature' }], brokenAt: 1, suggestedOrder: undefined });
    const unrelated = await decoded(ed25519Pem + leafPem + rootPem);
    expect(unrelated.chain).toMatchObject({
      links: [
        { from: 1, to: 2, status: 'issuer-mismatch' },
        { from: 2, to: 3, status: 'signed' },
      ],
      brokenAt: 1,
      suggestedOrder: undefined,
    });
  });
});

describe('the kind of a dropped DER file', () => {
  it('is told from its structure, before any decoding', () => {
    const derOf = (pem: string) => base64ToBytes(pem.replace(/-----[^-]+-----/g, ''));
    expect(derItemType(derOf(leafPem))).toBe('certificate');
    expect(derItemType(derOf(ed25519Pem))).toBe('certificate');
    expect(derItemType(derOf(requestPem))).toBe('request');
    expect(derItemType(derOf(crlPem))).toBe('crl');
    expect(derItemType(new TextEncoder().encode(leafPem))).toBeUndefined();
    expect(derItemType(Uint8Array.of(0x30, 0x03, 0x02, 0x01, 0x00))).toBeUndefined();
  });
});

describe('the operation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports at the present time: the spec’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(specNow);
    const result = await runOperation(certificateDecode, ed25519Pem + leafPem);
    expect(result).toMatchObject({
      ok: true,
      value: {
        report: {
          items: [{ validity: 'Expired 11 months ago' }, { validity: 'Valid, expires in 4 months' }],
          chain: { verdict: 'Chain order broken at certificate 1' },
        },
      },
      notes: [{ code: 'notes.derFirstOnly', values: { count: 2 } }],
    });
  });

  it('gives the warnings as notes', async () => {
    const result = await runOperation(
      certificateDecode,
      `-----BEGIN EC PRIVATE KEY-----\nx\n-----END EC PRIVATE KEY-----\n${leafPem}`,
    );
    expect(result.ok && result.notes).toEqual([
      { code: 'warnings.skipped', values: { block: 1, label: 'EC PRIVATE KEY' }, warning: true },
    ]);
  });
});
