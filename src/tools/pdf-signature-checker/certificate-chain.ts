import type { Certificate } from 'pkijs';
import { sameBytes } from '../../lib/bytes';

const maxChainLength = 10;

/** Same subject and same public key: the same certificate for trust, even if re-issued. */
function sameCertificate(a: Certificate, b: Certificate): boolean {
  return (
    a.subject.isEqual(b.subject) &&
    sameBytes(
      a.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView,
      b.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView,
    )
  );
}

async function isIssuedBy(certificate: Certificate, issuer: Certificate): Promise<boolean> {
  if (!certificate.issuer.isEqual(issuer.subject)) return false;
  try {
    return await certificate.verify(issuer);
  } catch {
    // An algorithm Web Crypto lacks (MD5 with RSA, say) proves nothing.
    return false;
  }
}

export interface CertificateChain {
  /** The embedded certificates: the signer's chain first (signer, its issuer, …), then the others. */
  certificates: Certificate[];
  /** Each link's signature verifies, up to a certificate of `trustedRoots`. */
  trusted: boolean;
}

/**
 * Follows the signer's certificate up through its issuers, found among the embedded
 * certificates and the trusted roots, until a trusted root, a self-issued certificate or a
 * certificate whose issuer is not at hand.
 */
export async function buildChain(
  signer: Certificate,
  embedded: readonly Certificate[],
  trustedRoots: readonly Certificate[],
): Promise<CertificateChain> {
  const isTrusted = (certificate: Certificate) => trustedRoots.some((root) => sameCertificate(root, certificate));
  const candidates = [...trustedRoots, ...embedded];
  const chain = [signer];
  let current = signer;
  while (!isTrusted(current) && !current.subject.isEqual(current.issuer) && chain.length < maxChainLength) {
    let issuer: Certificate | undefined;
    for (const candidate of candidates) {
      if (chain.some((member) => sameCertificate(member, candidate))) continue;
      if (await isIssuedBy(current, candidate)) {
        issuer = candidate;
        break;
      }
    }
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }

  const chainEmbedded = chain
    .map((member) => embedded.find((certificate) => sameCertificate(certificate, member)))
    .filter((certificate) => certificate !== undefined);
  const others = embedded.filter((certificate) => !chainEmbedded.includes(certificate));
  return { certificates: [...new Set(chainEmbedded), ...others], trusted: isTrusted(current) };
}
