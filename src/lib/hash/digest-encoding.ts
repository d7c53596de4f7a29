// The digest encoders of /hash-text (binary, hex, Base64, Base64url), for every tool that shows digests.
export { defaultDigestEncoding, encodeDigest, isDigestEncoding } from '../../tools/hash-text/digest-encoding';
export type { DigestEncoding } from '../../tools/hash-text/digest-encoding';
