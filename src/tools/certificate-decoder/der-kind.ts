// What a dropped DER file holds, told from the shape of its outer structure alone, so that the page
// can label it as PEM before pkijs is loaded (the decoding then checks it in full).
import { derChildren, readDer, type DerElement } from '../../lib/der';
import type { ItemType } from './model';

const tags = { integer: 0x02, bitString: 0x03, sequence: 0x30, utcTime: 0x17, generalizedTime: 0x18, context0: 0xa0 };

const tagsAre = (elements: readonly DerElement[], expected: readonly number[]) =>
  expected.every((tag, index) => elements[index]?.tag === tag);

/** The kind of signed object `der` is (a certificate, CSR or CRL); undefined for anything else. */
export function derItemType(der: Uint8Array): ItemType | undefined {
  try {
    const root = readDer(der);
    if (root.tag !== tags.sequence) return undefined;
    const outer = derChildren(root);
    // The signed part, its signature's algorithm and the signature.
    if (outer.length !== 3 || !tagsAre(outer, [tags.sequence, tags.sequence, tags.bitString])) return undefined;
    const signed = derChildren(outer[0]);
    // Certificate: [0] version, serial, algorithm, issuer, validity, subject, public key…
    const certificate = signed[0]?.tag === tags.context0 ? signed.slice(1) : signed;
    const sequence = tags.sequence;
    if (tagsAre(certificate, [tags.integer, sequence, sequence, sequence, sequence, sequence])) return 'certificate';
    // Request: version, subject, public key, [0] attributes.
    if (tagsAre(signed, [tags.integer, sequence, sequence, tags.context0])) return 'request';
    // CRL: version (optional), algorithm, issuer, this update (a time).
    const crl = signed[0]?.tag === tags.integer ? signed.slice(1) : signed;
    const time = crl[2]?.tag;
    if (tagsAre(crl, [sequence, sequence]) && (time === tags.utcTime || time === tags.generalizedTime)) return 'crl';
  } catch {
    // Not DER.
  }
  return undefined;
}
