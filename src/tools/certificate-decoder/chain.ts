// Whether the certificates of the input form a chain in their order (each signed by the next), and
// which order would make one when they do not.
import type { DecodedCertificate } from './certificate-decoder';
import type { ChainCheck, ChainLink, LinkStatus, Verification } from './model';
import { verifySignature } from './verify';

/** How `subject`'s issuer name and signature relate to `issuer`; each pair is checked once. */
function linkChecker(certificates: readonly DecodedCertificate[]) {
  const verified = new Map<string, Promise<Verification>>();
  return async (subject: number, issuer: number): Promise<LinkStatus> => {
    const { certificate } = certificates[subject];
    if (!certificate.issuer.isEqual(certificates[issuer].certificate.subject)) return 'issuer-mismatch';
    const pair = `${subject}>${issuer}`;
    let verification = verified.get(pair);
    if (!verification) {
      verification = verifySignature(certificate, certificates[issuer].key);
      verified.set(pair, verification);
    }
    const result = await verification;
    return result === 'valid' ? 'signed' : result === 'invalid' ? 'bad-signature' : 'unsupported';
  };
}

const isBroken = (status: LinkStatus) => status === 'issuer-mismatch' || status === 'bad-signature';

/**
 * An order (certificate numbers) in which every certificate is signed by the next, covering them
 * all; undefined when they do not form one chain.
 */
async function chainOrder(
  certificates: readonly DecodedCertificate[],
  link: (subject: number, issuer: number) => Promise<LinkStatus>,
): Promise<number[] | undefined> {
  const count = certificates.length;
  const issuerOf: (number | undefined)[] = [];
  for (let subject = 0; subject < count; subject++) {
    for (let issuer = 0; issuer < count; issuer++) {
      if (issuer === subject) continue;
      if ((await link(subject, issuer)) === 'signed') {
        issuerOf[subject] = issuer;
        break;
      }
    }
  }
  const issuers = new Set(issuerOf.filter((issuer) => issuer !== undefined));
  const starts = certificates.map((_, index) => index).filter((index) => !issuers.has(index));
  if (starts.length !== 1) return undefined;
  const order: number[] = [];
  for (let current: number | undefined = starts[0]; current !== undefined; current = issuerOf[current]) {
    if (order.includes(current)) return undefined;
    order.push(current);
  }
  return order.length === count ? order.map((index) => certificates[index].item.number) : undefined;
}

export async function checkChain(certificates: readonly DecodedCertificate[]): Promise<ChainCheck> {
  const link = linkChecker(certificates);
  const links: ChainLink[] = [];
  for (let index = 0; index + 1 < certificates.length; index++)
    links.push({
      from: certificates[index].item.number,
      to: certificates[index + 1].item.number,
      status: await link(index, index + 1),
    });
  const broken = links.find((each) => isBroken(each.status));
  if (broken) {
    return { links, brokenAt: broken.from, suggestedOrder: await chainOrder(certificates, link), last: undefined };
  }
  const { item } = certificates[certificates.length - 1];
  return {
    links,
    brokenAt: undefined,
    suggestedOrder: undefined,
    last: {
      number: item.number,
      selfSigned: item.selfIssued && item.selfSignature !== 'invalid',
      issuer: item.issuer.text,
    },
  };
}
