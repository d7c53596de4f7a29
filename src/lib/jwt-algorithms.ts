/**
 * The JWS `alg` values with a name in the shared words (`common.jwt.algorithms.<alg>`): RFC 7518's,
 * and EdDSA (RFC 8037). Both /jwt-parser (what a token's `alg` means) and /jwt-builder (the
 * algorithm chosen) show these names, so they are worded once.
 */
const namedAlgorithms: ReadonlySet<string> = new Set([
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'ES512',
  'PS256',
  'PS384',
  'PS512',
  'EdDSA',
  'none',
]);

/** The catalogue key of an `alg` value's name ("HMAC using SHA-256"), when it is a known algorithm. */
export function jwtAlgorithmName(alg: unknown): string | undefined {
  return typeof alg === 'string' && namedAlgorithms.has(alg) ? `common.jwt.algorithms.${alg}` : undefined;
}
