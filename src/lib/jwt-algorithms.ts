/**
 * The JWS `alg` values with a name in the shared words (`common.jwt.algorithms.<alg>`): RFC 7518's,
 * and EdDSA (RFC 8037). Both /jwt-parser (what a token's `alg` means) and /jwt-builder (the
 * algorithm chosen) show these names, so they are worded once.
 */
/** The JWS algorithms (RFC 7518, RFC 8037) the JWT tools sign and verify with. */
export const jwtAlgorithms = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;

export type JwtAlgorithm = (typeof jwtAlgorithms)[number];

/** Signed with a shared secret (HMAC), not a key pair. */
export const isHmacAlgorithm = (alg: string) => /^HS(?:256|384|512)$/.test(alg);

const namedAlgorithms: ReadonlySet<string> = new Set([...jwtAlgorithms, 'none']);

/** The catalogue key of an `alg` value's name ("HMAC using SHA-256"), when it is a known algorithm. */
export function jwtAlgorithmName(alg: unknown): string | undefined {
  return typeof alg === 'string' && namedAlgorithms.has(alg) ? `common.jwt.algorithms.${alg}` : undefined;
}
