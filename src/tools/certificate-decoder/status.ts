// The verdicts the page and the JSON report word alike, as catalogue messages: validity and
// freshness against a clock, signatures, the chain.
import { message, type Message } from '../../lib/operation/message';
import { formatRelativeTime } from '../../lib/relative-time';
import type { ChainCheck, ChainLink, CrlSignature, Item, Verification } from './model';

const timeOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** "Valid, expires in 4 months", "Expired 11 months ago", "Not valid yet, starts in 2 days". */
export function validityMessage(
  notBefore: string | undefined,
  notAfter: string | undefined,
  nowMs: number,
  languageTag: string,
): Message {
  const start = timeOf(notBefore);
  const end = timeOf(notAfter);
  if (start === undefined || end === undefined) return message('validity.unknown');
  const when = (then: number) => formatRelativeTime(then, nowMs, languageTag);
  if (nowMs < start) return message('validity.notYetValid', { when: when(start) });
  if (nowMs > end) return message('validity.expired', { when: when(end) });
  return message('validity.valid', { when: when(end) });
}

/** "Current, next update in 5 days", "Out of date: the next update was due 8 months ago". */
export function freshnessMessage(nextUpdate: string | undefined, nowMs: number, languageTag: string): Message {
  const next = timeOf(nextUpdate);
  if (next === undefined) return message('freshness.noNextUpdate');
  const when = formatRelativeTime(next, nowMs, languageTag);
  return message(nowMs <= next ? 'freshness.current' : 'freshness.outOfDate', { when });
}

export const notChecked = () => message('verdicts.notChecked');

/** "Yes", "No", "No (self-issued, but the signature does not verify)". */
export function selfSignedMessage(selfIssued: boolean, selfSignature: Verification | undefined): Message {
  if (!selfIssued) return message('verdicts.no');
  if (selfSignature === 'unsupported') return notChecked();
  return message(selfSignature === 'valid' ? 'verdicts.yes' : 'verdicts.selfIssuedNotVerified');
}

/** A request's own signature: "Valid" or "Invalid". */
export function requestSignatureMessage(signature: Verification): Message {
  if (signature === 'unsupported') return notChecked();
  return message(signature === 'valid' ? 'verdicts.valid' : 'verdicts.invalid');
}

export function crlSignatureMessage(signature: CrlSignature): Message {
  switch (signature.status) {
    case 'verified':
      return message('crlSignature.verified', { number: signature.certificate });
    case 'failed':
      return message('crlSignature.failed', { number: signature.certificate });
    case 'unsupported':
      return notChecked();
    case 'unchecked':
      return message('crlSignature.unchecked');
  }
}

const linkCodes = {
  signed: 'chain.signed',
  'issuer-mismatch': 'chain.issuerMismatch',
  'bad-signature': 'chain.badSignature',
  unsupported: 'chain.notChecked',
} as const;

/** "1 → 2: signed by certificate 2" and the other ways a certificate relates to the next. */
export const linkMessage = ({ from, to, status }: ChainLink): Message => message(linkCodes[status], { from, to });

/** "Chain order OK" or "Chain order broken at certificate 1". */
export const chainVerdictMessage = (chain: ChainCheck): Message =>
  chain.brokenAt === undefined ? message('chain.ok') : message('chain.broken', { number: chain.brokenAt });

export const suggestedOrderMessage = (order: readonly number[]): Message =>
  message('chain.suggestedOrder', { order: order.join(', ') });

/** About the last certificate of a chain in order: a root, or issued by a name not in the input. */
export function lastCertificateMessage(last: NonNullable<ChainCheck['last']>): Message {
  return last.selfSigned
    ? message('chain.root', { number: last.number })
    : message('chain.issuerNotInInput', { number: last.number, issuer: last.issuer });
}

/** "Certificate", "Certificate 2 of 3", "Certificate signing request", "Certificate revocation list". */
export function cardTitleMessage(item: Item, countOfType: number): Message {
  if (countOfType < 2) return message(`cards.${item.type}`);
  return message(`cards.${item.type}Of`, { number: item.number, count: countOfType });
}
