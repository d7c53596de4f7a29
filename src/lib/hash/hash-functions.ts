// The hash functions behind /hash-text, offered to every tool that needs them (HMAC, say), so a
// tool need not reach into another tool's folder.
export { hashAlgorithmIds, hashFunctions, isHashAlgorithmId } from '../../tools/hash-text/hash-algorithms';
export type { HashAlgorithmId } from '../../tools/hash-text/hash-algorithms';
