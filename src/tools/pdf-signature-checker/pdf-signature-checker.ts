import type { Certificate } from 'pkijs';
import { message, MessageError, type Message } from '../../lib/operation/message';
import { buildChain } from './certificate-chain';
import { describeCertificate, type CertificateDetails } from './certificate-details';
import { verifyCmsSignature } from './cms-signature';
import { findSignatures, type ByteRange, type SignatureDictionary } from './signature-dictionaries';

export interface ReadSignature {
  readable: true;
  /** The document's signed bytes are exactly those the signer signed. */
  unchanged: boolean;
  trustedChain: boolean;
  certificateExpired: boolean;
  signerName: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date | undefined;
  digestAlgorithm: string;
  byteRange: ByteRange;
  /** The byte ranges cover the whole file but the signature value itself (no later revisions). */
  coversWholeDocument: boolean;
  /** The embedded certificates, the signer's first, then its chain. */
  certificates: CertificateDetails[];
}

export interface UnreadableSignature {
  readable: false;
  /** Why, for people who want to know more than "could not be read". */
  detail: Message;
}

export type SignatureReport = ReadSignature | UnreadableSignature;

export interface CheckOptions {
  /** Certificates the user trusts as chain anchors. */
  trustedRoots: readonly Certificate[];
  /** The moment certificates are checked for expiry. */
  now: Date;
}

function isExpired(signer: Certificate, signingTime: Date | undefined, now: Date): boolean {
  const notBefore = signer.notBefore.value.getTime();
  const notAfter = signer.notAfter.value.getTime();
  if (now.getTime() > notAfter) return true;
  return signingTime !== undefined && (signingTime.getTime() < notBefore || signingTime.getTime() > notAfter);
}

async function checkSignature(
  bytes: Uint8Array,
  dictionary: SignatureDictionary,
  { trustedRoots, now }: CheckOptions,
): Promise<ReadSignature> {
  const [start, length, secondStart, secondLength] = dictionary.byteRange;
  const documentParts = [
    bytes.subarray(start, start + length),
    bytes.subarray(secondStart, secondStart + secondLength),
  ];
  const cms = await verifyCmsSignature(dictionary.contents, documentParts);
  const chain = await buildChain(cms.signer, cms.certificates, trustedRoots);
  const signingTime = cms.signingTime ?? dictionary.signingTime;
  const certificates = chain.certificates.map(describeCertificate);
  return {
    readable: true,
    unchanged: cms.intact,
    trustedChain: chain.trusted,
    certificateExpired: isExpired(cms.signer, signingTime, now),
    signerName: dictionary.name || certificates[0]?.subject.commonName || '',
    reason: dictionary.reason,
    location: dictionary.location,
    contactInfo: dictionary.contactInfo,
    signingTime,
    digestAlgorithm: cms.digestAlgorithm,
    byteRange: dictionary.byteRange,
    coversWholeDocument: start === 0 && secondStart + secondLength === bytes.length,
    certificates,
  };
}

/** Why a signature could not be read: ours, worded by the catalogue, or a library's, as it says it. */
function describeError(error: unknown): Message {
  if (error instanceof MessageError) return error.detail;
  return message('unreadable.detail', {
    detail: error instanceof Error && error.message ? error.message : String(error),
  });
}

/**
 * Every signature of the PDF in `bytes`, in file order; none for a file without signatures (or
 * for something that is not a PDF). One bad signature does not hide the others: it is reported
 * as unreadable, in its place.
 */
export async function checkPdfSignatures(bytes: Uint8Array, options: CheckOptions): Promise<SignatureReport[]> {
  const reports: SignatureReport[] = [];
  for (const found of findSignatures(bytes)) {
    if (!found.ok) {
      reports.push({ readable: false, detail: found.error });
      continue;
    }
    try {
      reports.push(await checkSignature(bytes, found.value, options));
    } catch (error) {
      reports.push({ readable: false, detail: describeError(error) });
    }
  }
  return reports;
}
