import forge from 'node-forge';

// node-forge speaks "binary strings" (one character per byte); the rest of the app, bytes.
// Only the modules that need forge (loaded on demand) use these.

export const toBinary = (bytes: Uint8Array): string => forge.util.binary.raw.encode(bytes);
export const fromBinary = (binary: string): Uint8Array => forge.util.binary.raw.decode(binary);

export const toDer = (asn1: forge.asn1.Asn1): Uint8Array => fromBinary(forge.asn1.toDer(asn1).getBytes());
