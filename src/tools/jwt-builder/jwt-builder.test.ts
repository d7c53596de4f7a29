import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { inEnglish } from '../../test/words';
import * as exampleKeys from './example-keys';
import {
  buildJwt,
  defaultHeaderText,
  defaultPayloadText,
  generateSigningKey,
  headerWithAlgorithm,
  parseJsonObject,
  parseMinutes,
  payloadWithClaim,
  readSigningKey,
  secondsAt,
  signedHeader,
  type BuildOptions,
  type JwtAlgorithm,
  type SignedJwt,
} from './jwt-builder';
import words from './locales/en.json';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const rsaPkcs8 = fixture('rsa-2048-pkcs8.pem');
const rsaPkcs1 = fixture('rsa-2048-pkcs1.pem');
const ecPkcs8 = fixture('ec-p256-pkcs8.pem');
const ecSec1 = fixture('ec-p256-sec1.pem');
const ed25519 = fixture('ed25519-pkcs8.pem');
const rsa1024 = fixture('rsa-1024-pkcs8.pem');

/** A message as the page words it: the sentence, then its hint. */
const english = (message: Message): string =>
  message.hint ? `${inEnglish(message, words)} ${english(message.hint)}` : inEnglish(message, words);

const build = (payload: string, options: Partial<BuildOptions>) =>
  buildJwt(payload, { alg: 'HS256', header: defaultHeaderText, key: '', keyBase64: false, ...options });

async function signed(payload: string, options: Partial<BuildOptions>): Promise<SignedJwt> {
  const result = await build(payload, options);
  if (!result.ok) throw new Error(english(result.error));
  return result.value;
}

async function failed(payload: string, options: Partial<BuildOptions>): Promise<string> {
  const result: Result<SignedJwt, Message> = await build(payload, options);
  if (result.ok) throw new Error(`signed: ${result.value.token}`);
  return english(result.error);
}

const signingInput = (token: string) => token.split('.').slice(0, 2).join('.');
const signatureOf = (token: string) => Buffer.from(token.split('.')[2], 'base64url');
const segment = (token: string, index: number) => Buffer.from(token.split('.')[index], 'base64url').toString();

describe('the spec examples', () => {
  it('1. defaults with the jwt.io secret: the jwt.io sample, and the short-secret warning', async () => {
    const result = await signed(defaultPayloadText, { key: 'your-256-bit-secret' });
    expect(result.token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
    expect(result.notes.map((note) => [english(note), note.warning])).toEqual([
      ['This secret is shorter than the 32 bytes that RFC 7518 asks for with HS256.', true],
    ]);
    expect(result.publicKey).toBeUndefined();
  });

  it('2. HS384 with a Base64 secret, iat and exp set at 2026-01-01T00:00:00Z for 15 minutes', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const minutes = parseMinutes('15');
    if (!minutes.ok) throw new Error('minutes');
    let payload = '{"sub":"user-42","role":"admin"}';
    payload = payloadWithClaim(payload, 'iat', secondsAt(now)) ?? '';
    payload = payloadWithClaim(payload, 'exp', secondsAt(now) + minutes.value * 60) ?? '';
    expect(payload).toBe('{\n  "sub": "user-42",\n  "role": "admin",\n  "iat": 1767225600,\n  "exp": 1767226500\n}');
    const result = await signed(payload, {
      alg: 'HS384',
      header: headerWithAlgorithm(defaultHeaderText, 'HS384'),
      key: 'aHMzODQtdGVzdC1zZWNyZXQtd2l0aC1leGFjdGx5LTQ4LWJ5dGVzLWxlbmd0aCEh',
      keyBase64: true,
    });
    expect(result.token).toBe(
      'eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwicm9sZSI6ImFkbWluIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjE3NjcyMjY1MDB9.rCUhkqNdz6SbeZO002L9f2Pv_Ttd7bvoxDfiiLv_RuqYSRIlF_OorPjZ6azF1QX9',
    );
    expect(result.notes).toEqual([]);
  });

  const rs256Payload =
    '{"sub":"svc-billing","aud":"https://api.example.com","scope":"invoices:read","iat":1767225600,"exp":1767229200}';

  it('3. RS256 with the PKCS#1 key, the same token with its PKCS#8 form; the public key as PEM and JWK', async () => {
    const fromPkcs1 = await signed(rs256Payload, { alg: 'RS256', key: rsaPkcs1 });
    const fromPkcs8 = await signed(rs256Payload, { alg: 'RS256', key: rsaPkcs8 });
    expect(fromPkcs1.token).toBe(fromPkcs8.token);
    expect(fromPkcs1.token).toMatch(/^eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9\.eyJzdWIiOiJzdmMtYmlsbGluZyIs/);
    expect(fromPkcs1.token).toMatch(/Dj9e9kX2f0cSyqA$/);
    // What `openssl dgst -sha256 -sign` gives: RSASSA-PKCS1-v1_5 is deterministic.
    const nodeSignature = sign('sha256', Buffer.from(signingInput(fromPkcs1.token)), rsaPkcs1);
    expect(signatureOf(fromPkcs1.token)).toEqual(nodeSignature);
    const publicKey = fromPkcs1.publicKey!;
    expect(publicKey.pem.split('\n')[1]).toBe('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArqq++SgNuLywC1T3B5Ds');
    expect(publicKey.pem).toBe(createPublicKey(rsaPkcs8).export({ type: 'spki', format: 'pem' }));
    const jwk = JSON.parse(publicKey.jwk) as Record<string, string>;
    expect(Object.keys(jwk)).toEqual(['kty', 'n', 'e', 'alg', 'use', 'kid']);
    expect(jwk).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RS256', use: 'sig' });
    expect(jwk.kid).toBe('MCMiXRS2lypRhD118Mc7wol0DgdWOTT8nKGNCAeLeVQ');
    expect(publicKey.jwk).toBe(JSON.stringify(jwk, null, 2));
  });

  it('3. PS256 with the same key: a 342-character signature, another each time, each one valid', async () => {
    const first = await signed(rs256Payload, { alg: 'PS256', key: rsaPkcs1 });
    const second = await signed(rs256Payload, { alg: 'PS256', key: rsaPkcs1 });
    expect(first.token.split('.')[2]).toHaveLength(342);
    expect(first.token).not.toBe(second.token);
    for (const { token } of [first, second])
      expect(
        verify(
          'sha256',
          Buffer.from(signingInput(token)),
          { key: rsaPkcs8, padding: 6, saltLength: 32 },
          signatureOf(token),
        ),
      ).toBe(true);
  });

  it('4. ES256 with the SEC1 key: a valid signature, the public JWK and its thumbprint', async () => {
    const payload = '{"sub":"device-7","iat":1767225600}';
    for (const key of [ecSec1, ecPkcs8]) {
      const result = await signed(payload, { alg: 'ES256', key });
      expect(result.token).toMatch(
        /^eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9\.eyJzdWIiOiJkZXZpY2UtNyIsImlhdCI6MTc2NzIyNTYwMH0\.[A-Za-z0-9_-]{86}$/,
      );
      const valid = verify(
        'sha256',
        Buffer.from(signingInput(result.token)),
        { key: ecPkcs8, dsaEncoding: 'ieee-p1363' },
        signatureOf(result.token),
      );
      expect(valid).toBe(true);
      const jwk = JSON.parse(result.publicKey!.jwk) as Record<string, string>;
      expect(Object.keys(jwk)).toEqual(['kty', 'crv', 'x', 'y', 'alg', 'use', 'kid']);
      expect(jwk).toEqual({
        kty: 'EC',
        crv: 'P-256',
        x: 'BNAe-hhvFhHTKb1TuDQvPICCoJG-TQD8ev5EpH27Cd4',
        y: 'TLZmRVBA5-fXQT30a08iXxd9UtAGV_uElVIWZKDuM5M',
        alg: 'ES256',
        use: 'sig',
        kid: 'lK1Td5528EobKt6vRQkeoiyOvRxpaVgkEDFuIy_dJ4g',
      });
    }
  });

  it('5. EdDSA with the Ed25519 key: the token OpenSSL makes, its public key and kid', async () => {
    const result = await signed('{"iss":"it-tools","sub":"ed-test","iat":1767225600}', { alg: 'EdDSA', key: ed25519 });
    expect(result.token).toBe(
      'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJpdC10b29scyIsInN1YiI6ImVkLXRlc3QiLCJpYXQiOjE3NjcyMjU2MDB9.J-O6xT4QLS-1JRvA8BOW4AmTNGgsfwtHKRXqbvfbMHGVzxP76XDLlSs3zhr351t2sGlvFejPk5tLPTwXyFETBA',
    );
    expect(result.publicKey!.pem).toBe(
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAfafXdGIFc765V2uOU5K3ROC0fEEuIRfCizz2aLXuvHM=\n-----END PUBLIC KEY-----\n',
    );
    const jwk = JSON.parse(result.publicKey!.jwk) as Record<string, string>;
    expect(Object.keys(jwk)).toEqual(['kty', 'crv', 'x', 'alg', 'use', 'kid']);
    expect(jwk.kid).toBe('lhQxizjZ1xSkU_0e1vJFi9RUgoufcMNncPPs-Nr5Fj4');
  });

  it('6. alg inserted first when the header has none, replaced in place when it has one', async () => {
    const inserted = await signed('{"sub":"x"}', { header: '{"kid":"k1"}', key: 'secret-key-of-at-least-32-bytes!!' });
    expect(inserted.token).toBe(
      'eyJhbGciOiJIUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ4In0.iA8hVQUkKZ1qXO_lejrdoEJodU_n9RotUeql871_rBY',
    );
    expect(inserted.notes).toEqual([]);
    const replaced = await signed(defaultPayloadText, {
      alg: 'HS512',
      header: '{"typ":"JWT","alg":"none"}',
      key: 'a-sixty-four-byte-secret-for-hs512-0123456789abcdef0123456789abc',
    });
    expect(replaced.token).toBe(
      'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.J2eI8MvQyAzbjvqySzjKkU2HiQedeexAcsIrUVuSTSuJ608zFPd8LL0ravRq9shX49HpV7_gMXxI6BO7-fXIzw',
    );
    expect(replaced.notes).toEqual([]);
  });

  it('7. errors, in the spec’s words', async () => {
    expect(await failed('{"sub":"x"}', { alg: 'ES256', key: rsaPkcs8 })).toBe(
      'This key cannot sign ES256: it is an RSA key. ES256 needs an EC P-256 key.',
    );
    expect(await failed('{"sub":"x"}', { alg: 'RS256', key: rsa1024 })).toBe(
      'This key cannot sign RS256: it is an RSA key of 1024 bits. RS256 needs an RSA key of at least 2048 bits.',
    );
    expect(await failed('{"sub":"x"}', { alg: 'ES384', key: ecSec1 })).toBe(
      'This key cannot sign ES384: it is an EC P-256 key. ES384 needs an EC P-384 key.',
    );
    expect(await failed('{"sub":', { key: 'k' })).toBe('The payload is not valid JSON.');
    expect(await failed('[1,2]', { key: 'k' })).toBe('The payload must be a JSON object.');
  });
});

describe('header and payload', () => {
  it('reads strict JSON objects only, naming the part at fault', () => {
    expect(parseJsonObject('{"a":1}', 'header')).toEqual({ ok: true, value: { a: 1 } });
    for (const [text, code] of [
      ['', 'invalidJson'],
      ["{a: 'b'}", 'invalidJson'],
      ['{"a":1,}', 'invalidJson'],
      ['null', 'notObject'],
      ['"text"', 'notObject'],
      ['[]', 'notObject'],
    ] as const) {
      expect(parseJsonObject(text, 'header')).toEqual({ ok: false, error: { code: `errors.header.${code}` } });
      expect(parseJsonObject(text, 'payload')).toEqual({ ok: false, error: { code: `errors.payload.${code}` } });
    }
    expect(inEnglish({ code: 'errors.header.invalidJson' }, words)).toBe('The header is not valid JSON.');
    expect(inEnglish({ code: 'errors.header.notObject' }, words)).toBe('The header must be a JSON object.');
  });

  it('sets alg in the signed header in place, or first; other members pass through', () => {
    expect(JSON.stringify(signedHeader({ typ: 'JWT', kid: 'a', x5t: 'b', alg: 'none' }, 'RS256'))).toBe(
      '{"typ":"JWT","kid":"a","x5t":"b","alg":"RS256"}',
    );
    expect(JSON.stringify(signedHeader({ cty: 'JWT' }, 'ES512'))).toBe('{"alg":"ES512","cty":"JWT"}');
    // A "__proto__" member stays a member, and sets no prototype.
    const header = signedHeader(JSON.parse('{"__proto__":{"x":1}}') as Record<string, unknown>, 'HS256');
    expect(JSON.stringify(header)).toBe('{"alg":"HS256","__proto__":{"x":1}}');
    expect(Object.getPrototypeOf(header)).toBe(Object.prototype);
  });

  it('rewrites the Header editor for a new algorithm only when it holds an object', () => {
    expect(headerWithAlgorithm(defaultHeaderText, 'EdDSA')).toBe('{\n  "alg": "EdDSA",\n  "typ": "JWT"\n}');
    expect(headerWithAlgorithm('{"typ":"JWT"}', 'PS384')).toBe('{\n  "alg": "PS384",\n  "typ": "JWT"\n}');
    expect(headerWithAlgorithm('{"typ":', 'PS384')).toBeUndefined();
    expect(headerWithAlgorithm('[]', 'PS384')).toBeUndefined();
  });

  it('sets a claim in its place or appends it; nothing for an invalid payload', () => {
    expect(payloadWithClaim('{"iat":1,"sub":"a"}', 'iat', 5)).toBe('{\n  "iat": 5,\n  "sub": "a"\n}');
    expect(payloadWithClaim('{"sub":"a"}', 'jti', 'id')).toBe('{\n  "sub": "a",\n  "jti": "id"\n}');
    expect(payloadWithClaim('{"sub":', 'iat', 5)).toBeUndefined();
    expect(secondsAt(Date.parse('2026-01-01T00:00:00.999Z'))).toBe(1767225600);
  });

  it('takes 1 to 525600 whole minutes', () => {
    for (const text of ['1', '60', ' 15 ', '525600'])
      expect(parseMinutes(text)).toEqual({ ok: true, value: Number(text) });
    for (const text of ['', '0', '525601', '1.5', '-5', '1e3', 'ten', '99999999'])
      expect(parseMinutes(text)).toEqual({ ok: false, error: { code: 'errors.minutes' } });
    expect(inEnglish({ code: 'errors.minutes' }, words)).toBe('Enter a whole number of minutes from 1 to 525600.');
  });
});

describe('keys', () => {
  const keyError = async (key: string, alg: JwtAlgorithm, base64 = false) => {
    const result = await readSigningKey(key, alg, base64);
    return result.ok ? result.value.type : english(result.error);
  };

  it('gives a hint, not an error, for an empty key', async () => {
    expect(await keyError('  \n', 'HS256')).toBe('Enter a secret to sign the token.');
    expect(await keyError('', 'ES256')).toBe('Paste a private key, or click Generate key.');
  });

  it('reads a secret as UTF-8 text as typed, or as Base64 of either alphabet', async () => {
    const secretOf = async (key: string, base64: boolean) => {
      const result = await readSigningKey(key, 'HS256', base64);
      return result.ok && result.value.type === 'secret' ? Buffer.from(result.value.secret).toString('hex') : undefined;
    };
    expect(await secretOf(' é ', false)).toBe('20c3a920');
    expect(await secretOf('+/8=', true)).toBe('fbff');
    expect(await secretOf('-_8', true)).toBe('fbff');
    expect(await secretOf(' +/ 8 \n', true)).toBe('fbff');
    expect(await keyError('not base64!', 'HS256', true)).toBe('This secret is not valid Base64.');
  });

  it('takes an oct JWK as the secret, and warns when it is short for the hash', async () => {
    const jwk = JSON.stringify({ kty: 'oct', k: Buffer.from('your-256-bit-secret').toString('base64url') });
    const result = await signed(defaultPayloadText, { key: jwk });
    expect(result.token).toMatch(/\.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c$/);
    const short = await signed('{}', { alg: 'HS512', key: 'x'.repeat(63) });
    expect(short.notes.map(english)).toEqual([
      'This secret is shorter than the 64 bytes that RFC 7518 asks for with HS512.',
    ]);
    expect((await signed('{}', { alg: 'HS384', key: 'x'.repeat(48) })).notes).toEqual([]);
    expect(await keyError(jwk, 'RS256')).toBe(
      'This key cannot sign RS256: it is a secret. RS256 needs an RSA key of at least 2048 bits.',
    );
  });

  it('says what is wrong with a public key, an encrypted key or something else', async () => {
    const publicPem = createPublicKey(rsaPkcs8).export({ type: 'spki', format: 'pem' }).toString();
    const publicKey = 'This is a public key: signing needs the private key.';
    expect(await keyError(publicPem, 'RS256')).toBe(publicKey);
    expect(await keyError(publicPem.replace(/PUBLIC KEY/g, 'RSA PUBLIC KEY'), 'RS256')).toBe(publicKey);
    expect(await keyError('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', 'ES256')).toBe(publicKey);
    const publicJwk = JSON.stringify(createPublicKey(ecPkcs8).export({ format: 'jwk' }));
    expect(await keyError(publicJwk, 'ES256')).toBe(publicKey);

    const encrypted = 'This private key is encrypted. Decrypt it first, e.g. openssl pkey -in key.pem -out plain.pem.';
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pkcs8Encrypted = privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'p' });
    const legacyEncrypted = privateKey.export({ type: 'sec1', format: 'pem', cipher: 'aes-128-cbc', passphrase: 'p' });
    expect(await keyError(pkcs8Encrypted.toString(), 'ES256')).toBe(encrypted);
    expect(await keyError(legacyEncrypted.toString(), 'ES256')).toBe(encrypted);

    const unreadable = 'Cannot read this key. Paste a PEM private key (PKCS#8, PKCS#1 or SEC1) or a private JWK.';
    expect(await keyError('not a key', 'RS256')).toBe(unreadable);
    expect(await keyError('-----BEGIN PRIVATE KEY-----\n!!!\n-----END PRIVATE KEY-----', 'RS256')).toBe(unreadable);
    expect(await keyError('-----BEGIN PRIVATE KEY-----\nMAA=\n-----END PRIVATE KEY-----', 'RS256')).toBe(unreadable);
    expect(await keyError('{"kty":"XYZ","d":"a"}', 'RS256')).toBe(unreadable);
    const x25519 = generateKeyPairSync('x25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(await keyError(x25519, 'EdDSA')).toBe(unreadable);
    // Inside the PEM, a key that does not hold together (its PKCS#1 cut short).
    const broken = rsaPkcs1.replace(/\n[A-Za-z0-9+/=]+\n-----END/, '\n-----END');
    expect(await keyError(broken, 'RS256')).toBe(unreadable);
  });

  it('names the kind of key an algorithm cannot use', async () => {
    expect(await keyError(ed25519, 'ES512')).toBe(
      'This key cannot sign ES512: it is an Ed25519 key. ES512 needs an EC P-521 key.',
    );
    expect(await keyError(ecPkcs8, 'EdDSA')).toBe(
      'This key cannot sign EdDSA: it is an EC P-256 key. EdDSA needs an Ed25519 key.',
    );
    expect(await keyError(rsaPkcs8, 'HS256')).toBe(
      'This key cannot sign HS256: it is an RSA key. HS256 needs a secret.',
    );
    const ed448 = generateKeyPairSync('ed448').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(await keyError(ed448, 'EdDSA')).toBe(
      'This key cannot sign EdDSA: it is an Ed448 key. EdDSA needs an Ed25519 key.',
    );
    const ed448Jwk = JSON.stringify(generateKeyPairSync('ed448').privateKey.export({ format: 'jwk' }));
    expect(await keyError(ed448Jwk, 'EdDSA')).toBe(
      'This key cannot sign EdDSA: it is an Ed448 key. EdDSA needs an Ed25519 key.',
    );
    const k1 = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey;
    expect(await keyError(k1.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES256')).toBe(
      'This key cannot sign ES256: it is an EC secp256k1 key. ES256 needs an EC P-256 key.',
    );
  });

  it('signs with a private JWK, whatever its own alg, use or key_ops say', async () => {
    const jwk = { ...createPrivateJwk(ed25519), alg: 'Ed25519', use: 'enc', key_ops: ['verify'] };
    const result = await signed('{"iss":"it-tools","sub":"ed-test","iat":1767225600}', {
      alg: 'EdDSA',
      key: JSON.stringify(jwk),
    });
    expect(result.token).toMatch(
      /\.J-O6xT4QLS-1JRvA8BOW4AmTNGgsfwtHKRXqbvfbMHGVzxP76XDLlSs3zhr351t2sGlvFejPk5tLPTwXyFETBA$/,
    );
    const rsaJwk = JSON.stringify(createPrivateJwk(rsaPkcs8));
    const rs256 = await signed('{"a":1}', { alg: 'RS256', key: rsaJwk });
    expect(rs256.token).toBe((await signed('{"a":1}', { alg: 'RS256', key: rsaPkcs1 })).token);
    expect(JSON.parse(rs256.publicKey!.jwk).kid).toBe('MCMiXRS2lypRhD118Mc7wol0DgdWOTT8nKGNCAeLeVQ');
    const small = JSON.stringify(createPrivateJwk(rsa1024));
    expect(await keyError(small, 'PS256')).toBe(
      'This key cannot sign PS256: it is an RSA key of 1024 bits. PS256 needs an RSA key of at least 2048 bits.',
    );
  });
});

function createPrivateJwk(pem: string): Record<string, unknown> {
  return createPrivateKey(pem).export({ format: 'jwk' }) as Record<string, unknown>;
}

describe('the header jose refuses', () => {
  it('says why, in jose’s words', async () => {
    expect(await failed('{}', { header: '{"crit":["x"],"x":1}', key: 'k' })).toMatch(
      /^This header cannot be signed: .+\.$/,
    );
  });
});

describe('generating a key', () => {
  it('makes an HMAC secret as long as the hash, in Base64url', async () => {
    for (const [alg, bytes] of [
      ['HS256', 32],
      ['HS384', 48],
      ['HS512', 64],
    ] as const) {
      const { key, base64 } = await generateSigningKey(alg, '2048');
      expect(base64).toBe(true);
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(bytes);
      expect((await signed('{}', { alg, key, keyBase64: true })).notes).toEqual([]);
    }
    expect((await generateSigningKey('HS256', '2048')).key).not.toBe((await generateSigningKey('HS256', '2048')).key);
  });

  it('makes PKCS#8 keys on each curve that sign their algorithm', async () => {
    for (const alg of ['ES256', 'ES384', 'ES512', 'EdDSA'] as const) {
      const { key, base64 } = await generateSigningKey(alg, '2048');
      expect(base64).toBe(false);
      expect(key).toMatch(/^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PRIVATE KEY-----\n$/);
      const result = await signed('{"sub":"x"}', { alg, key });
      expect(segment(result.token, 0)).toBe(`{"alg":"${alg}","typ":"JWT"}`);
    }
  });

  it('makes an RSA key of the size asked, e = 65537', async () => {
    const { key } = await generateSigningKey('PS256', '2048');
    const details = createPublicKey(key).asymmetricKeyDetails;
    expect(details).toMatchObject({ modulusLength: 2048, publicExponent: 65537n });
  }, 30_000);
});

describe('a large payload', () => {
  it('signs 1 MB in well under a second', async () => {
    const payload = JSON.stringify({ data: 'x'.repeat(1_000_000) });
    const started = performance.now();
    const result = await signed(payload, { key: 'k'.repeat(32) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.token.length).toBeGreaterThan(1_333_000);
  });
});

describe('the example keys', () => {
  it('are the fixtures', () => {
    expect(exampleKeys.rsa2048Pkcs1).toBe(rsaPkcs1);
    expect(exampleKeys.ecP256Sec1).toBe(ecSec1);
    expect(exampleKeys.ed25519Pkcs8).toBe(ed25519);
    expect(exampleKeys.rsa1024Pkcs8).toBe(rsa1024);
  });
});
