import { base64ToBytes } from '../../lib/bytes';
import { parseJson } from '../../lib/json/parse-json';
import { err, ok, type Result } from '../../lib/result';

export const invalidJwtError = 'Invalid JWT';

export const sampleJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

export interface Claim {
  name: string;
  value: unknown;
}

export interface DecodedJwt {
  /** The token as read: without white space or a `Bearer ` prefix. */
  token: string;
  /** The three segments of the token, as written. */
  segments: [header: string, payload: string, signature: string];
  header: Claim[];
  payload: Claim[];
  headerJson: string;
  payloadJson: string;
}

/** The token in a pasted text: white space and a leading `Bearer ` (any case) taken out. */
export function normaliseToken(text: string): string {
  return text
    .trim()
    .replace(/^bearer\s+/i, '')
    .replace(/\s+/g, '');
}

const base64UrlPattern = /^[A-Za-z0-9_-]*$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A segment as the JSON object it must hold, or nothing. */
function decodeSegment(segment: string): Record<string, unknown> | undefined {
  if (segment === '' || !base64UrlPattern.test(segment) || segment.length % 4 === 1) return undefined;
  let text: string;
  try {
    text = utf8.decode(base64ToBytes(segment));
  } catch {
    return undefined;
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return undefined;
  const value = parsed.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** JSON with 2-space indentation; nesting too deep to write out is said, not thrown. */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return '(too deeply nested to show)';
  }
}

const claimsOf = (object: Record<string, unknown>): Claim[] =>
  Object.entries(object).map(([name, value]) => ({ name, value }));

/**
 * The header and payload of a JWS compact token. Both must be base64url JSON objects; the
 * signature is not read here and may be empty (`alg: none`). Blank text is an error too.
 */
export function decodeJwt(text: string): Result<DecodedJwt> {
  const token = normaliseToken(text);
  const parts = token.split('.');
  if (parts.length !== 3) return err(invalidJwtError);
  const [headerPart, payloadPart, signaturePart] = parts;
  if (!base64UrlPattern.test(signaturePart)) return err(invalidJwtError);
  const header = decodeSegment(headerPart);
  const payload = header && decodeSegment(payloadPart);
  if (!header || !payload) return err(invalidJwtError);
  return ok({
    token,
    segments: [headerPart, payloadPart, signaturePart],
    header: claimsOf(header),
    payload: claimsOf(payload),
    headerJson: prettyJson(header),
    payloadJson: prettyJson(payload),
  });
}

/** A claim's value as text: strings raw, objects and arrays as pretty JSON, the rest as written. */
export function formatClaimValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return prettyJson(value);
  return String(value);
}

export function isMultilineValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** Claims whose number is an instant, in seconds since 1970. */
const dateClaims = new Set(['exp', 'nbf', 'iat', 'auth_time', 'updated_at']);

// The range of a JavaScript Date, in seconds.
const maxDateSeconds = 8.64e12;

/** The instant a date claim holds, in milliseconds; undefined for other claims or values. */
export function claimInstantMs(name: string, value: unknown): number | undefined {
  if (!dateClaims.has(name) || typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.abs(value) <= maxDateSeconds ? value * 1000 : undefined;
}

/** RFC 7518's names of the `alg` values, and EdDSA (RFC 8037). */
export const algorithmNames: Readonly<Record<string, string>> = {
  HS256: 'HMAC using SHA-256',
  HS384: 'HMAC using SHA-384',
  HS512: 'HMAC using SHA-512',
  RS256: 'RSASSA-PKCS1-v1_5 using SHA-256',
  RS384: 'RSASSA-PKCS1-v1_5 using SHA-384',
  RS512: 'RSASSA-PKCS1-v1_5 using SHA-512',
  ES256: 'ECDSA using P-256 and SHA-256',
  ES384: 'ECDSA using P-384 and SHA-384',
  ES512: 'ECDSA using P-521 and SHA-512',
  PS256: 'RSASSA-PSS using SHA-256 and MGF1 with SHA-256',
  PS384: 'RSASSA-PSS using SHA-384 and MGF1 with SHA-384',
  PS512: 'RSASSA-PSS using SHA-512 and MGF1 with SHA-512',
  EdDSA: 'EdDSA signature algorithms',
  none: 'No digital signature or MAC performed',
};

/** What a claim holds, in words, when a value is known to mean more than it says. */
export function friendlyAlgorithm(name: string, value: unknown): string | undefined {
  return name === 'alg' && typeof value === 'string' && Object.hasOwn(algorithmNames, value)
    ? algorithmNames[value]
    : undefined;
}

/** IANA "JSON Web Token Claims" and JOSE header parameter names. */
export const claimDescriptions: Readonly<Record<string, string>> = {
  typ: 'Type',
  alg: 'Algorithm',
  kid: 'Key ID',
  cty: 'Content Type',
  jku: 'JWK Set URL',
  jwk: 'JSON Web Key',
  x5u: 'X.509 URL',
  x5c: 'X.509 Certificate Chain',
  x5t: 'X.509 Certificate SHA-1 Thumbprint',
  'x5t#S256': 'X.509 Certificate SHA-256 Thumbprint',
  crit: 'Critical',
  iss: 'Issuer',
  sub: 'Subject',
  aud: 'Audience',
  exp: 'Expiration Time',
  nbf: 'Not Before',
  iat: 'Issued At',
  jti: 'JWT ID',
  name: 'Full name',
  given_name: 'Given name(s) or first name(s)',
  family_name: 'Surname(s) or last name(s)',
  middle_name: 'Middle name(s)',
  nickname: 'Casual name',
  preferred_username: 'Shorthand name by which the End-User wishes to be referred to',
  profile: 'Profile page URL',
  picture: 'Profile picture URL',
  website: 'Web page or blog URL',
  email: 'Preferred e-mail address',
  email_verified: 'True if the e-mail address has been verified; otherwise false',
  gender: 'Gender',
  birthdate: 'Birthday',
  zoneinfo: 'Time zone',
  locale: 'Locale',
  phone_number: 'Preferred telephone number',
  phone_number_verified: 'True if the phone number has been verified; otherwise false',
  address: 'Preferred postal address',
  updated_at: 'Time the information was last updated',
  azp: 'Authorized party',
  nonce: 'Value used to associate a Client session with an ID Token',
  auth_time: 'Time when the authentication occurred',
  at_hash: 'Access Token hash value',
  c_hash: 'Code hash value',
  acr: 'Authentication Context Class Reference',
  amr: 'Authentication Methods References',
  sid: 'Session ID',
  scope: 'Scope Values',
  client_id: 'Client Identifier',
  cnf: 'Confirmation',
  act: 'Actor',
  may_act: 'Authorized Actor',
  roles: 'Roles',
  groups: 'Groups',
  entitlements: 'Entitlements',
};

export function describeClaim(name: string): string | undefined {
  return Object.hasOwn(claimDescriptions, name) ? claimDescriptions[name] : undefined;
}

export type TimeStatus =
  { kind: 'expired'; sinceMs: number } | { kind: 'not-yet-valid'; fromMs: number } | { kind: 'ok' } | { kind: 'none' };

/**
 * What `exp` and `nbf` say at `nowMs`: expired, not valid yet, fine, or nothing when the token
 * has neither.
 */
export function timeStatus(payload: readonly Claim[], nowMs: number): TimeStatus {
  const instant = (name: string) => {
    const claim = payload.find((candidate) => candidate.name === name);
    return claim && claimInstantMs(name, claim.value);
  };
  const expiresMs = instant('exp');
  const notBeforeMs = instant('nbf');
  if (expiresMs === undefined && notBeforeMs === undefined) return { kind: 'none' };
  if (expiresMs !== undefined && expiresMs <= nowMs) return { kind: 'expired', sinceMs: expiresMs };
  if (notBeforeMs !== undefined && notBeforeMs > nowMs) return { kind: 'not-yet-valid', fromMs: notBeforeMs };
  return { kind: 'ok' };
}
