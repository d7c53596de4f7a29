// CMS values the PDF fixtures (RSA, made by node-forge) do not cover: ECDSA keys, a signer named by
// its key identifier, no signed attributes. Made here with pkijs and Web Crypto.
import * as asn1js from 'asn1js';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnreadableSignatureError, verifyCmsSignature } from './cms-signature';

const documentParts = [new TextEncoder().encode('%PDF-1.7 first range'), new TextEncoder().encode('second range')];
const signingTime = new Date('2025-02-03T04:05:06Z');

interface Signer {
  certificate: Certificate;
  privateKey: CryptoKey;
}

async function ecdsaSigner(serialNumber = 7): Promise<Signer> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const certificate = new Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ value: serialNumber });
  const name = new AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: 'EC Signer' }) });
  certificate.issuer.typesAndValues.push(name);
  certificate.subject.typesAndValues.push(name);
  certificate.notBefore.value = new Date('2024-01-01T00:00:00Z');
  certificate.notAfter.value = new Date('2044-01-01T00:00:00Z');
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign(keys.privateKey, 'SHA-256');
  return { certificate, privateKey: keys.privateKey };
}

async function sha256(parts: readonly Uint8Array[]): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new Uint8Array(parts.flatMap((part) => [...part])));
}

interface CmsOptions {
  signedAttributes?: boolean;
  sidByKeyIdentifier?: boolean;
  /** Rewrites the signature algorithm as the bare key algorithm after signing, as some signers write it. */
  bareKeyAlgorithm?: boolean;
}

async function detachedCms({ certificate, privateKey }: Signer, parts: readonly Uint8Array[], options: CmsOptions) {
  const { signedAttributes = true, sidByKeyIdentifier = false, bareKeyAlgorithm = false } = options;
  const keyId = await crypto.subtle.digest(
    'SHA-1',
    certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView.slice(),
  );
  const signerInfo = new SignerInfo({
    version: sidByKeyIdentifier ? 3 : 1,
    sid: sidByKeyIdentifier
      ? new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 0 }, valueHex: keyId })
      : new IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
  });
  if (signedAttributes) {
    signerInfo.signedAttrs = new SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new Attribute({
          type: '1.2.840.113549.1.9.3',
          values: [new asn1js.ObjectIdentifier({ value: ContentInfo.DATA })],
        }),
        new Attribute({ type: '1.2.840.113549.1.9.5', values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
        new Attribute({
          type: '1.2.840.113549.1.9.4',
          values: [new asn1js.OctetString({ valueHex: await sha256(parts) })],
        }),
      ],
    });
  }
  const signedData = new SignedData({
    version: 1,
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: ContentInfo.DATA }),
    signerInfos: [signerInfo],
    certificates: [certificate],
  });
  const content = new Uint8Array(parts.flatMap((part) => [...part]));
  await signedData.sign(privateKey, 0, 'SHA-256', content);
  if (bareKeyAlgorithm) signerInfo.signatureAlgorithm = new AlgorithmIdentifier({ algorithmId: '1.2.840.10045.2.1' });
  const contentInfo = new ContentInfo({ contentType: ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) });
  const der = new Uint8Array(contentInfo.toSchema().toBER());
  // As in a PDF, whose /Contents placeholder is larger than the signature.
  return new Uint8Array([...der, ...new Uint8Array(256)]);
}

let signer: Signer;

beforeAll(async () => {
  signer = await ecdsaSigner();
});

describe('verifyCmsSignature with an ECDSA P-256 signer', () => {
  it.each<[string, CmsOptions]>([
    ['signed attributes and issuer + serial number', {}],
    ['a signer named by its key identifier', { sidByKeyIdentifier: true }],
    ['the bare key algorithm as signature algorithm', { bareKeyAlgorithm: true }],
    ['no signed attributes', { signedAttributes: false }],
  ])('verifies a signature with %s', async (_name, options) => {
    const cms = await detachedCms(signer, documentParts, options);
    const result = await verifyCmsSignature(cms, documentParts);
    expect(result.intact).toBe(true);
    expect(result.digestAlgorithm).toBe('SHA-256');
    expect(result.certificates).toHaveLength(1);
    expect(result.signingTime?.toISOString()).toBe(
      options.signedAttributes === false ? undefined : signingTime.toISOString(),
    );
  });

  it.each<[string, CmsOptions]>([
    ['signed attributes', {}],
    ['no signed attributes', { signedAttributes: false }],
  ])('finds a changed document with %s', async (_name, options) => {
    const cms = await detachedCms(signer, documentParts, options);
    const changed = [documentParts[0], new TextEncoder().encode('second rangE')];
    expect((await verifyCmsSignature(cms, changed)).intact).toBe(false);
  });

  it('finds a changed signature value', async () => {
    const cms = await detachedCms(signer, documentParts, {});
    const signedData = SignedData.fromBER(new ContentInfo({ schema: asn1js.fromBER(cms).result }).content.toBER());
    const signature = new Uint8Array(signedData.signerInfos[0].signature.valueBlock.valueHexView);
    const at = [...cms.keys()].find((index) => signature.every((byte, offset) => cms[index + offset] === byte));
    const altered = cms.slice();
    altered[(at ?? 0) + signature.length - 2] ^= 0x01;
    expect((await verifyCmsSignature(altered, documentParts)).intact).toBe(false);
  });

  it('cannot read a signature whose certificate is missing', async () => {
    const other = await ecdsaSigner(8);
    const cms = await detachedCms(signer, documentParts, {});
    const parsed = new ContentInfo({ schema: asn1js.fromBER(cms).result });
    const signedData = new SignedData({ schema: parsed.content });
    signedData.certificates = [other.certificate];
    const rewritten = new ContentInfo({ contentType: ContentInfo.SIGNED_DATA, content: signedData.toSchema() });
    await expect(verifyCmsSignature(new Uint8Array(rewritten.toSchema().toBER()), documentParts)).rejects.toThrow(
      UnreadableSignatureError,
    );
  });

  it('cannot read a CMS value of another type', async () => {
    const data = new ContentInfo({ contentType: ContentInfo.DATA, content: new asn1js.OctetString() });
    await expect(verifyCmsSignature(new Uint8Array(data.toSchema().toBER()), documentParts)).rejects.toMatchObject({
      detail: { code: 'unreadable.notSignedData' },
    });
  });

  it.each([
    ['zeros', new Uint8Array(64)],
    ['garbage', Uint8Array.from([0xde, 0xad, 0xbe, 0xef])],
    ['nothing', new Uint8Array()],
  ])('throws on %s', async (_name, contents) => {
    await expect(verifyCmsSignature(contents, documentParts)).rejects.toThrow();
  });
});
