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
