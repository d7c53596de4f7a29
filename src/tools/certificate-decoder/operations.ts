import { messagesTranslator, type Messages } from '../../i18n/translate';
import { base64ToBytes } from '../../lib/bytes';
import { message, type Message } from '../../lib/operation/message';
import {
  bytesInput,
  operationOf,
  textInput,
  toolOperations,
  type Note,
  type OperationResult,
} from '../../lib/operation/operation';
import type { Result } from '../../lib/result';
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
import { decoderFields } from './fields';
import words from './locales/en.json';
import type { Decoded } from './model';
import type { Report } from './report';

const operation = operationOf<typeof words>();

const english = messagesTranslator(words as Messages);
const say = (said: Message) => english(said.code, said.values);

interface Outputs {
  report: Report;
  /** The first item's DER. */
  der: Uint8Array;
  /** Every item as PEM, in order. */
  pem: string;
}

/** The outputs of a decoding at the present time, its warnings as notes. */
async function outputsOf(decoding: Result<Decoded, Message>): Promise<OperationResult<Outputs>> {
  if (!decoding.ok) return decoding;
  const { reportOf } = await import('./report');
  const { items, warnings } = decoding.value;
  const notes: Note[] = warnings.map((warning) => ({ ...warning, warning: true }));
  if (items.length > 1) notes.push(message('notes.derFirstOnly', { count: items.length }));
  const value = {
    report: reportOf(decoding.value, Date.now(), say),
    der: items[0].der,
    pem: items.map((item) => item.pem).join(''),
  };
  return notes.length > 0 ? { ok: true, value, notes } : { ok: true, value };
}

const outputs = {
  report: { kind: 'json', label: 'outputs.report' },
  der: { kind: 'file', label: 'outputs.der' },
  pem: { kind: 'certificate', label: 'outputs.pem' },
} as const;

const leafDer = base64ToBytes(leafDerBase64);
const dummyPrivateKey = [
  '-----BEGIN PRIVATE KEY-----',
  'MC4CAQAwBQYDK2VwBCIEIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '-----END PRIVATE KEY-----',
  '',
].join('\n');

const leafExtensions = [
  { name: 'Basic constraints', critical: true, value: 'CA:FALSE' },
  { name: 'Key usage', critical: true, value: 'Digital Signature' },
  {
    name: 'Extended key usage',
    critical: false,
    value: 'TLS Web Server Authentication, TLS Web Client Authentication',
  },
  { name: 'Subject key identifier', value: '69:24:74:56:C3:B6:30:E1:6D:C7:F3:68:BB:12:12:5D:2B:8D:94:58' },
  { name: 'Authority key identifier', value: '4F:D8:B3:BB:2E:29:B3:B6:4F:52:BA:C9:55:F7:29:11:48:D2:EA:2E' },
  {
    name: 'Subject alternative names',
    value:
      'DNS:www.example.test, DNS:example.test, IP Address:192.0.2.10, IP Address:2001:db8::1, email:admin@example.test, URI:https://example.test/',
  },
  { name: 'CRL distribution points', value: 'http://crl.example.test/root.crl' },
  {
    name: 'Authority information access',
    value: 'OCSP - URI:http://ocsp.example.test\nCA Issuers - URI:http://ca.example.test/root.crt',
  },
  {
    name: 'Certificate policies',
    value:
      'Policy: 2.23.140.1.2.2 (organization validated)\nPolicy: 1.3.6.1.4.1.55555.1.1\nCPS: https://example.test/cps',
  },
  {
    name: 'Signed certificate timestamps',
    value:
      '2 SCTs\nLog ID ERERERERERERERERERERERERERERERERERERERERERE= · 2025-06-01T00:00:00.000Z\nLog ID IiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiIiI= · 2025-06-02T00:00:00.000Z',
  },
];

// The spec's leaf (example 1). Its validity depends on the clock and is left out (unit tests freeze it).
const leafReport = {
  type: 'certificate' as const,
  subject: 'C = FR, ST = Ile-de-France, L = Paris, O = IT Tools Test, OU = Web, CN = www.example.test',
  issuer: 'C = FR, O = IT Tools Test, CN = IT Tools Test Root CA',
  version: 3,
  serialNumber: '0A:1B:2C:3D:4E:5F:60 (2844626588163936)',
  notBefore: '2025-06-01T00:00:00Z',
  notAfter: '2026-06-01T00:00:00Z',
  publicKey: 'EC P-256 (prime256v1), 256 bits',
  spkiSha256Pin: 'beXOcgrdq1QAs+pjFOff9FWKNOYP92pSilZW3SLB/9w=',
  signatureAlgorithm: 'sha256WithRSAEncryption',
  selfSigned: 'No',
  sha1Fingerprint: '36:5F:EB:CB:BF:57:8F:87:65:4E:F8:7F:39:8B:A4:1B:0F:23:9D:C6',
  sha256Fingerprint: 'C8:D4:0D:C4:DC:DC:E6:FD:32:FA:C1:F8:CE:62:2B:58:25:05:75:C5:94:BD:05:E9:34:85:17:B6:33:EE:0D:E7',
  extensions: leafExtensions,
};

const rootReport = {
  type: 'certificate' as const,
  serialNumber: '10:00 (4096)',
  publicKey: 'RSA 2048 bits, exponent 65537',
  spkiSha256Pin: 'pPBZWsP7VzjeqhrWe6ZiD9H/8ir5/r6f4Fl9WITgApg=',
  notAfter: '2035-01-01T00:00:00Z',
  selfSigned: 'Yes',
  sha256Fingerprint: 'F9:0B:1C:00:84:35:FA:B3:1A:7B:31:7E:52:71:B6:1D:B2:26:55:72:72:C7:ED:02:7F:EA:0A:92:3F:82:C8:E8',
  extensions: [
    { name: 'Basic constraints', critical: true, value: 'CA:TRUE, pathlen:0' },
    { name: 'Key usage', critical: true, value: 'Certificate Sign, CRL Sign' },
  ],
};

const crlReport = {
  type: 'crl' as const,
  issuer: 'C = FR, O = IT Tools Test, CN = IT Tools Test Root CA',
  version: 2,
  thisUpdate: '2025-04-01T00:00:00Z',
  nextUpdate: '2025-05-01T00:00:00Z',
  // Its next update was due in 2025: out of date from then on.
  freshness: { matches: /^Out of date: the next update was due .+ ago$/ },
  signatureAlgorithm: 'sha256WithRSAEncryption',
  crlNumber: '5',
  authorityKeyIdentifier: '4F:D8:B3:BB:2E:29:B3:B6:4F:52:BA:C9:55:F7:29:11:48:D2:EA:2E',
  revokedCount: 2,
  revokedCertificates: ['10:01 · 2025-03-15T12:00:00Z · Key compromise', '10:02 · 2025-03-20T08:30:00Z · Superseded'],
};

export const certificateDecode = operation({
  id: 'certificate-decode',
  description: 'descriptions.decode',
  input: textInput('certificate', 'input'),
  fields: decoderFields,
  outputs,
  run: async (text) => {
    // pkijs loads when the operation first runs.
    const { decodeText } = await import('./certificate-decoder');
    return outputsOf(await decodeText(text));
  },
  examples: [
    { name: 'examples.leaf', input: leafPem, output: { report: { items: [leafReport] }, der: leafDer, pem: leafPem } },
    {
      name: 'examples.chain',
      input: chainPem,
      output: {
        report: {
          items: [{ subject: leafReport.subject }, rootReport],
          chain: {
            links: ['1 → 2: signed by certificate 2'],
            verdict: 'Chain order OK',
            lastCertificate: 'Certificate 2 is self-signed (a root).',
          },
        },
        der: leafDer,
        pem: chainPem,
      },
      notes: ['notes.derFirstOnly'],
    },
    {
      name: 'examples.wrongOrder',
      input: chainWrongOrderPem,
      output: {
        report: {
          chain: {
            links: ['1 → 2: the issuer does not match the subject of certificate 2'],
            verdict: 'Chain order broken at certificate 1',
            suggestedOrder: 'Suggested order: 2, 1',
          },
        },
      },
      notes: ['notes.derFirstOnly'],
    },
    {
      name: 'examples.ed25519',
      input: ed25519Pem,
      output: {
        report: {
          items: [
            {
              subject: 'O = IT Tools Test, CN = ed25519.example.test',
              issuer: 'O = IT Tools Test, CN = ed25519.example.test',
              serialNumber: '2A (42)',
              notBefore: '2024-01-01T00:00:00Z',
              notAfter: '2025-01-01T00:00:00Z',
              // Expired in 2025: expired from then on.
              validity: { matches: /^Expired .+ ago$/ },
              publicKey: 'Ed25519, 256 bits',
              spkiSha256Pin: '+2V6Nb5NZpe2Y7yMcPDpYL01HkMJ58WmRdvtKgQSLQ0=',
              signatureAlgorithm: 'ED25519',
              selfSigned: 'Yes',
              sha1Fingerprint: '1F:A6:4D:A4:68:02:95:BE:47:6D:42:29:F6:5E:8D:9D:2A:8B:57:32',
              sha256Fingerprint:
                'F0:10:CC:83:B7:57:E6:88:29:75:BC:CB:42:02:FF:92:90:FF:81:F3:D3:55:86:F3:B5:6B:1B:F6:E2:21:15:40',
              extensions: [{}, {}, {}, { name: 'Subject alternative names', value: 'DNS:ed25519.example.test' }],
            },
          ],
        },
      },
    },
    {
      name: 'examples.request',
      input: requestPem,
      output: {
        report: {
          items: [
            {
              type: 'request',
              subject: 'C = DE, O = Example GmbH, CN = api.example.test',
              version: 1,
              publicKey: 'EC P-384 (secp384r1), 384 bits',
              spkiSha256Pin: 'BjhIRTILmiG8UUJZWoKPm0FjqVcFKgdn7R8JNStrdr0=',
              signatureAlgorithm: 'ecdsa-with-SHA384',
              signature: 'Valid',
              requestedExtensions: [
                {
                  name: 'Subject alternative names',
                  critical: false,
                  value: 'DNS:api.example.test, DNS:api2.example.test',
                },
                { name: 'Key usage', critical: true, value: 'Digital Signature' },
              ],
            },
          ],
        },
        pem: requestPem,
      },
    },
    {
      name: 'examples.crl',
      input: crlPem,
      output: {
        report: { items: [{ ...crlReport, signature: "Not checked: add the issuer's certificate to the input" }] },
        pem: crlPem,
      },
    },
    {
      name: 'examples.crlWithIssuer',
      input: rootPem + crlPem,
      output: { report: { items: [rootReport, { ...crlReport, signature: 'Verified with certificate 1' }] } },
      notes: ['notes.derFirstOnly'],
    },
    {
      name: 'examples.keyFirst',
      input: dummyPrivateKey + leafPem,
      output: { report: { items: [{ ...leafReport, block: 2 }] }, pem: leafPem },
      notes: ['warnings.skipped'],
    },
    { name: 'examples.notCertificate', input: 'hello world', error: 'errors.nothingFound' },
  ],
});

export const certificateDecodeDer = operation({
  id: 'certificate-decode-der',
  description: 'descriptions.decodeDer',
  input: bytesInput('file', 'file.label'),
  fields: {},
  outputs,
  run: async (bytes) => {
    const { decodeDer } = await import('./certificate-decoder');
    return outputsOf(await decodeDer(bytes));
  },
  examples: [
    {
      name: 'examples.leafDer',
      input: leafDer,
      output: { report: { items: [{ ...leafReport, block: 1 }] }, der: leafDer, pem: leafPem },
    },
    { input: new TextEncoder().encode('hello world'), error: 'errors.nothingFound' },
  ],
});

export const operations = toolOperations(certificateDecode, certificateDecodeDer);
