import { base64ToBytes } from '../../lib/bytes';
import { parseJson } from '../../lib/json/parse-json';
import { jwtAlgorithmName } from '../../lib/jwt-algorithms';
import { message, type Message } from '../../lib/operation/message';
import type { Note } from '../../lib/operation/operation';
import { err, ok, type Result } from '../../lib/result';

export const invalidJwtError: Message = message('errors.invalidJwt');

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
  /** Pretty JSON; undefined when nested too deeply to write out. */
  headerJson: string | undefined;
  payloadJson: string | undefined;
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

/** JSON with 2-space indentation; undefined, not thrown, for nesting too deep to write out. */
export function prettyJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return undefined;
  }
}

const claimsOf = (object: Record<string, unknown>): Claim[] =>
  Object.entries(object).map(([name, value]) => ({ name, value }));

/**
 * The header and payload of a JWS compact token. Both must be base64url JSON objects; the
 * signature is not read here and may be empty (`alg: none`). Blank text is an error too.
 */
export function decodeJwt(text: string): Result<DecodedJwt, Message> {
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

/**
 * A claim's value as text: strings raw, objects and arrays as pretty JSON (undefined when too
 * deeply nested), the rest as written.
 */
export function formatClaimValue(value: unknown): string | undefined {
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

/** The catalogue key of what an `alg` claim's value means, when it is a known algorithm. */
export function friendlyAlgorithm(name: string, value: unknown): string | undefined {
  return name === 'alg' ? jwtAlgorithmName(value) : undefined;
}

/** The claims described in the catalogue (`claims.<name>`): IANA "JSON Web Token Claims" and JOSE header names. */
const describedClaims = new Set([
  'typ',
  'alg',
  'kid',
  'cty',
  'jku',
  'jwk',
  'x5u',
  'x5c',
  'x5t',
  'x5t#S256',
  'crit',
  'iss',
  'sub',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'email',
  'email_verified',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
  'azp',
  'nonce',
  'auth_time',
  'at_hash',
  'c_hash',
  'acr',
  'amr',
  'sid',
  'scope',
  'client_id',
  'cnf',
  'act',
  'may_act',
  'roles',
  'groups',
  'entitlements',
]);

/** The catalogue key of a claim's meaning, when it is a known one. */
export function describeClaim(name: string): string | undefined {
  return describedClaims.has(name) ? `claims.${name}` : undefined;
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

/** What `exp` and `nbf` say at `nowMs`, as a note; none when the token has neither. */
export function timeNote(payload: readonly Claim[], nowMs: number): Note | undefined {
  const status = timeStatus(payload, nowMs);
  if (status.kind === 'none') return undefined;
  if (status.kind === 'expired') return { ...message('notes.expired'), warning: true };
  if (status.kind === 'not-yet-valid') return { ...message('notes.notYetValid'), warning: true };
  return message('notes.timeOk');
}
