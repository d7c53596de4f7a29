// Verifies a PDF signature's CMS (PKCS#7) SignedData against the bytes it signs, with pkijs for
// the ASN.1 and Web Crypto for the public-key step.
import * as asn1js from 'asn1js';
import {
  Certificate,
  ContentInfo,
  IssuerAndSerialNumber,
  SignedData,
  TSTInfo,
  getCrypto,
  type SignerInfo,
} from 'pkijs';
import { concatBytes, sameBytes } from '../../lib/bytes';
import { message, MessageError, type Message } from '../../lib/operation/message';
import { digestAlgorithmByOid, digestOf, type DigestAlgorithm } from './digest-algorithms';

/** Why a signature cannot be checked at all (as opposed to a check that fails). */
export class UnreadableSignatureError extends MessageError {
  override name = 'UnreadableSignatureError';
  constructor(code: string, values?: Message['values']) {
    super(message(code, values));
  }
}

const oids = {
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  subjectKeyIdentifier: '2.5.29.14',
};

const keyAlgorithms = new Set([oids.rsaEncryption, oids.ecPublicKey]);

const sha1 = digestAlgorithmByOid('1.3.14.3.2.26') as DigestAlgorithm;

export interface CmsVerification {
  /** The signed bytes digest to the signed value, and the signer's key verifies the signature. */
  intact: boolean;
  digestAlgorithm: string;
  /** The signingTime attribute, when the signer included one. */
  signingTime: Date | undefined;
  signer: Certificate;
  certificates: Certificate[];
}

/** Parses the DER (zero padding after it is fine: the PDF placeholder is larger than the value). */
function parseSignedData(contents: Uint8Array): SignedData {
  const asn1 = asn1js.fromBER(contents);
  if (asn1.offset === -1) throw new UnreadableSignatureError('unreadable.notDer');
  const contentInfo = new ContentInfo({ schema: asn1.result });
  if (contentInfo.contentType !== oids.signedData) {
    throw new UnreadableSignatureError('unreadable.notSignedData');
  }
  return new SignedData({ schema: contentInfo.content });
}

function subjectKeyIdentifier(certificate: Certificate): Uint8Array | undefined {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === oids.subjectKeyIdentifier);
  const value = extension?.parsedValue as asn1js.OctetString | undefined;
  return value?.valueBlock?.valueHexView;
}

function findSigner(signerInfo: SignerInfo, certificates: readonly Certificate[]): Certificate | undefined {
  const sid: unknown = signerInfo.sid;
  if (sid instanceof IssuerAndSerialNumber) {
    return certificates.find(
      (certificate) => certificate.issuer.isEqual(sid.issuer) && certificate.serialNumber.isEqual(sid.serialNumber),
    );
  }
  // SubjectKeyIdentifier, [0] IMPLICIT OCTET STRING: the key's SHA-1 or the certificate's own identifier.
  const block = sid as asn1js.Constructed & asn1js.OctetString;
  const keyId: Uint8Array = block.idBlock.isConstructed
    ? (block.valueBlock.value[0] as asn1js.OctetString).valueBlock.valueHexView
    : block.valueBlock.valueHexView;
  return certificates.find((certificate) => {
    const publicKey = certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView;
    const identifier = subjectKeyIdentifier(certificate);
    return sameBytes(digestOf(sha1, [publicKey]), keyId) || (identifier !== undefined && sameBytes(identifier, keyId));
  });
}

function attributeValue(signerInfo: SignerInfo, oid: string): unknown {
  return signerInfo.signedAttrs?.attributes.find((attribute) => attribute.type === oid)?.values[0];
}

function signingTimeOf(signerInfo: SignerInfo): Date | undefined {
  const value = attributeValue(signerInfo, oids.signingTime);
  return value instanceof asn1js.UTCTime ? value.toDate() : undefined;
}

/**
 * The bytes the signer's digest covers, and whether they stand for this document. Usually the
 * document's byte ranges themselves (detached). Otherwise the SignedData holds a value made from
 * them: a SHA-1 digest (adbe.pkcs7.sha1) or a time-stamp token's message imprint (document time stamps).
 */
function signedContent(signedData: SignedData, documentParts: readonly Uint8Array[]) {
  const eContent = signedData.encapContentInfo.eContent;
  if (!eContent) return { parts: documentParts, matchesDocument: true };
  const content = new Uint8Array(eContent.getValue());
  if (signedData.encapContentInfo.eContentType === oids.tstInfo) {
    const { messageImprint } = TSTInfo.fromBER(content);
    const algorithm = digestAlgorithmByOid(messageImprint.hashAlgorithm.algorithmId);
    if (!algorithm) throw new UnreadableSignatureError('unreadable.timeStampDigest');
    const imprint = messageImprint.hashedMessage.valueBlock.valueHexView;
    return { parts: [content], matchesDocument: sameBytes(digestOf(algorithm, documentParts), imprint) };
  }
  return { parts: [content], matchesDocument: sameBytes(digestOf(sha1, documentParts), content) };
}

async function signatureVerifies(
  signedBytes: Uint8Array<ArrayBuffer>,
  signerInfo: SignerInfo,
  signer: Certificate,
  digest: DigestAlgorithm,
): Promise<boolean> {
  // A bare key algorithm (rsaEncryption, ecPublicKey) takes its hash from the digest algorithm;
  // signature algorithms (sha256WithRSAEncryption, ecdsa-with-SHA256, RSA-PSS) name their own.
  const bareKeyAlgorithm = keyAlgorithms.has(signerInfo.signatureAlgorithm.algorithmId);
  if (bareKeyAlgorithm && !digest.webCryptoName) {
    throw new UnreadableSignatureError('unreadable.digestNotInBrowser', { digest: digest.label });
  }
  return getCrypto(true).verifyWithPublicKey(
    signedBytes,
    signerInfo.signature,
    signer.subjectPublicKeyInfo,
    signerInfo.signatureAlgorithm,
    bareKeyAlgorithm ? digest.webCryptoName : undefined,
  );
}

/**
 * Checks the CMS value `contents` against `documentParts`, the byte ranges it claims to sign.
 * Throws an UnreadableSignatureError (or a parsing error) when it cannot be checked at all.
 */
export async function verifyCmsSignature(
  contents: Uint8Array,
  documentParts: readonly Uint8Array[],
): Promise<CmsVerification> {
  const signedData = parseSignedData(contents);
  const certificates = (signedData.certificates ?? []).filter((item) => item instanceof Certificate);
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new UnreadableSignatureError('unreadable.noSigner');
  const signer = findSigner(signerInfo, certificates);
  if (!signer) throw new UnreadableSignatureError('unreadable.noSignerCertificate');
  const digest = digestAlgorithmByOid(signerInfo.digestAlgorithm.algorithmId);
  if (!digest) {
    throw new UnreadableSignatureError('unreadable.unsupportedDigest', {
      oid: signerInfo.digestAlgorithm.algorithmId,
    });
  }

  const content = signedContent(signedData, documentParts);
  let digestMatches = true;
  let signedBytes: Uint8Array<ArrayBuffer>;
  if (signerInfo.signedAttrs) {
    const messageDigest = attributeValue(signerInfo, oids.messageDigest);
    if (!(messageDigest instanceof asn1js.OctetString)) {
      throw new UnreadableSignatureError('unreadable.noMessageDigest');
    }
    digestMatches = sameBytes(digestOf(digest, content.parts), messageDigest.valueBlock.valueHexView);
    signedBytes = new Uint8Array(signerInfo.signedAttrs.encodedValue);
  } else {
    signedBytes = concatBytes(...content.parts);
  }
  const verified = await signatureVerifies(signedBytes, signerInfo, signer, digest);

  return {
    intact: content.matchesDocument && digestMatches && verified,
    digestAlgorithm: digest.label,
    signingTime: signingTimeOf(signerInfo),
    signer,
    certificates,
  };
}
