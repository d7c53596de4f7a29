import { describe, expect, it } from 'vitest';
import {
  claimInstantMs,
  decodeJwt,
  describeClaim,
  formatClaimValue,
  friendlyAlgorithm,
  invalidJwtError,
  normaliseToken,
  sampleJwt,
  timeNote,
  timeStatus,
  type DecodedJwt,
} from './jwt-parser';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';
import jwtWords from '../../lib/words/jwt.en.json';

/** A catalogue key the logic names, in English. */
const english = (key: string | undefined) => key && inEnglish({ code: key }, words);

const hs384Token =
  'eyJhbGciOiJIUzM4NCJ9.eyJzdWIiOiJjYXJvbCIsImVtYWlsIjoiY2Fyb2xAZXhhbXBsZS5jb20iLCJlbWFpbF92ZXJpZmllZCI6dHJ1ZSwiaWF0IjoxNjA5NDU5MjAwfQ.9nrrxKppireGgSpub8N79Vg81ivj2nVbyXyZtQ8jbAwmi_kDPqHk8dCK4i53hmcG';

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (header: object | string, payload: object | string, signature = 'sig') =>
  [header, payload]
    .map((part) => base64Url(typeof part === 'string' ? part : JSON.stringify(part)))
    .concat(signature)
    .join('.');

function decoded(text: string): DecodedJwt {
  const result = decodeJwt(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const pairs = (claims: DecodedJwt['header']) => claims.map(({ name, value }) => [name, value]);

describe('the spec examples, as the page words them', () => {
  it('1. the sample token', () => {
    const jwt = decoded(sampleJwt);
    expect(pairs(jwt.header)).toEqual([
      ['alg', 'HS256'],
      ['typ', 'JWT'],
    ]);
    expect(pairs(jwt.payload)).toEqual([
      ['sub', '1234567890'],
      ['name', 'John Doe'],
      ['iat', 1516239022],
    ]);
    expect(english(friendlyAlgorithm('alg', 'HS256'))).toBe('HMAC using SHA-256');
    expect(['alg', 'typ', 'sub', 'name', 'iat'].map((name) => english(describeClaim(name)))).toEqual([
      'Algorithm',
      'Type',
      'Subject',
      'Full name',
      'Issued At',
    ]);
    expect(new Date(claimInstantMs('iat', 1516239022) ?? 0).toISOString()).toBe('2018-01-18T01:30:22.000Z');
  });

  it('2. an HS384 token without exp or nbf', () => {
    const jwt = decoded(hs384Token);
    expect(pairs(jwt.header)).toEqual([['alg', 'HS384']]);
    expect(english(friendlyAlgorithm('alg', 'HS384'))).toBe('HMAC using SHA-384');
    expect(pairs(jwt.payload)).toEqual([
      ['sub', 'carol'],
      ['email', 'carol@example.com'],
      ['email_verified', true],
      ['iat', 1609459200],
    ]);
    expect(formatClaimValue(true)).toBe('true');
    expect(new Date(claimInstantMs('iat', 1609459200) ?? 0).toISOString()).toBe('2021-01-01T00:00:00.000Z');
    expect(timeStatus(jwt.payload, Date.now())).toEqual({ kind: 'none' });
  });

  it('3. "abc" is not a JWT', () => {
    expect(inEnglish(invalidJwtError, words)).toBe('Invalid JWT');
  });
});

describe('decodeJwt', () => {
  it.each(['', '   '])('calls blank text %j an invalid JWT', (text) => {
    expect(decodeJwt(text)).toEqual({ ok: false, error: invalidJwtError });
  });

  it.each([
    `Bearer ${sampleJwt}`,
    `bearer ${sampleJwt}`,
    `  BEARER   ${sampleJwt}\n`,
    `${sampleJwt.slice(0, 40)}\n  ${sampleJwt.slice(40)}`,
  ])('strips white space and a Bearer prefix: %j', (text) => {
    expect(decoded(text).token).toBe(sampleJwt);
  });

  it('accepts an empty signature (alg: none)', () => {
    const jwt = decoded(tokenOf({ alg: 'none' }, { sub: 'x' }, ''));
    expect(jwt.segments[2]).toBe('');
    expect(english(friendlyAlgorithm('alg', 'none'))).toBe('No digital signature or MAC performed');
  });

  it.each([
    ['two segments', sampleJwt.split('.').slice(0, 2).join('.')],
    ['four segments', `${sampleJwt}.x`],
    ['a header that is not base64url', `ey+J.${sampleJwt.split('.').slice(1).join('.')}`],
    ['a header that is not JSON', tokenOf('not json', { a: 1 })],
    ['a payload that is a JSON array', tokenOf({ alg: 'HS256' }, [1, 2])],
    ['a payload that is JSON null', tokenOf({ alg: 'HS256' }, 'null')],
    [
      'a payload that is not UTF-8',
      `${base64Url('{"alg":"none"}')}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.`,
    ],
    ['an empty payload', `${base64Url('{"alg":"none"}')}..`],
    ['a signature with other characters', `${sampleJwt}!`],
    ['<script>', '<script>alert(1)</script>'],
    ['an unpaired surrogate', '\uD800.\uD800.\uD800'],
  ])('refuses %s', (_case, text) => {
    expect(decodeJwt(text)).toEqual({ ok: false, error: invalidJwtError });
  });

  it('keeps claims in token order and writes objects as pretty JSON', () => {
    const jwt = decoded(tokenOf({ alg: 'HS256' }, { z: 1, a: { roles: ['x'] }, m: null }));
    expect(jwt.payload.map((claim) => claim.name)).toEqual(['z', 'a', 'm']);
    expect(formatClaimValue({ roles: ['x'] })).toBe('{\n  "roles": [\n    "x"\n  ]\n}');
    expect(formatClaimValue(null)).toBe('null');
    expect(formatClaimValue('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(jwt.payloadJson).toBe('{\n  "z": 1,\n  "a": {\n    "roles": [\n      "x"\n    ]\n  },\n  "m": null\n}');
  });

  it('survives JSON nested 10,000 deep', () => {
    const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const result = decodeJwt(tokenOf({ alg: 'HS256' }, deep));
    expect(result.ok).toBe(true);
  });
});

describe('claims', () => {
  it('knows the IANA and OpenID claims of the spec', () => {
    expect(english(describeClaim('preferred_username'))).toBe(
      'Shorthand name by which the End-User wishes to be referred to',
    );
    expect(english(describeClaim('email_verified'))).toBe(
      'True if the e-mail address has been verified; otherwise false',
    );
    expect(english(describeClaim('may_act'))).toBe('Authorized Actor');
    expect(describeClaim('custom_claim')).toBeUndefined();
    expect(describeClaim('__proto__')).toBeUndefined();
  });

  it('describes every claim it knows in the catalogue, and no other', () => {
    const described = Object.keys(words.claims).filter((name) => describeClaim(name) !== undefined);
    expect(described).toEqual(Object.keys(words.claims));
    for (const name of described)
      expect(english(describeClaim(name))).toBe(words.claims[name as keyof typeof words.claims]);
    const named = Object.keys(jwtWords.algorithms).filter((alg) => friendlyAlgorithm('alg', alg) !== undefined);
    expect(named).toEqual(Object.keys(jwtWords.algorithms));
    expect(friendlyAlgorithm('alg', 'HS1')).toBeUndefined();
    expect(friendlyAlgorithm('typ', 'HS256')).toBeUndefined();
  });

  it.each([
    ['RS384', 'RSASSA-PKCS1-v1_5 using SHA-384'],
    ['ES512', 'ECDSA using P-521 and SHA-512'],
    ['PS256', 'RSASSA-PSS using SHA-256 and MGF1 with SHA-256'],
    ['EdDSA', 'EdDSA signature algorithms'],
  ])('names %s', (alg, name) => {
    expect(english(friendlyAlgorithm('alg', alg))).toBe(name);
  });

  it('reads instants only in the date claims, and only from numbers a Date can hold', () => {
    expect(claimInstantMs('exp', 1)).toBe(1000);
    expect(claimInstantMs('auth_time', 2)).toBe(2000);
    expect(claimInstantMs('sub', 1)).toBeUndefined();
    expect(claimInstantMs('exp', '1')).toBeUndefined();
    expect(claimInstantMs('exp', Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(claimInstantMs('exp', 1e20)).toBeUndefined();
  });
});

describe('timeStatus', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const seconds = (iso: string) => Date.parse(iso) / 1000;
  const claims = (payload: Record<string, unknown>) =>
    Object.entries(payload).map(([name, value]) => ({ name, value }));

  it.each([
    [{ exp: seconds('2026-11-24T11:00:00Z') }, { kind: 'expired', sinceMs: Date.parse('2026-11-24T11:00:00Z') }],
    [{ nbf: seconds('2026-11-25T00:00:00Z') }, { kind: 'not-yet-valid', fromMs: Date.parse('2026-11-25T00:00:00Z') }],
    [{ exp: seconds('2027-01-01T00:00:00Z'), nbf: seconds('2026-01-01T00:00:00Z') }, { kind: 'ok' }],
    [{ iat: 1 }, { kind: 'none' }],
    [{ exp: 'soon' }, { kind: 'none' }],
  ])('%j → %j', (payload, status) => {
    expect(timeStatus(claims(payload), now)).toEqual(status);
  });
});

describe('normaliseToken', () => {
  it('leaves a bare token as it is', () => {
    expect(normaliseToken(sampleJwt)).toBe(sampleJwt);
  });
});

describe('timeNote', () => {
  it('says what exp and nbf say, warning when the token is not valid now', () => {
    const now = 1_700_000_000_000;
    const claims = (payload: object) => decoded(tokenOf({ alg: 'HS256' }, payload)).payload;
    expect(timeNote(claims({ sub: 'x' }), now)).toBeUndefined();
    expect(timeNote(claims({ exp: now / 1000 - 60 }), now)).toEqual({ code: 'notes.expired', warning: true });
    expect(timeNote(claims({ nbf: now / 1000 + 60 }), now)).toEqual({ code: 'notes.notYetValid', warning: true });
    expect(inEnglish(timeNote(claims({ exp: now / 1000 + 60 }), now) ?? { code: '' }, words)).toBe('Time claims OK');
  });
});
