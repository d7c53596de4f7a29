import forge from 'node-forge';

// node-forge speaks "binary strings" (one character per byte); the rest of the app, bytes.

export const toBinary = (bytes: Uint8Array): string => forge.util.binary.raw.encode(bytes);
export const fromBinary = (binary: string): Uint8Array => forge.util.binary.raw.decode(binary);

export const parseDer = (der: Uint8Array): forge.asn1.Asn1 =>
  forge.asn1.fromDer(forge.util.createBuffer(toBinary(der)));
export const toDer = (asn1: forge.asn1.Asn1): Uint8Array => fromBinary(forge.asn1.toDer(asn1).getBytes());

export function asn1Children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}
