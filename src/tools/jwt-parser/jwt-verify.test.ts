import { constants, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { inEnglish, inLanguage } from '../../test/words';
import de from './locales/de.json';
import { sampleJwt } from './jwt-parser';
import { verifyJwt, type Verification } from './jwt-verify';
import words from './locales/en.json';

const base64Url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

// Tokens signed here with node:crypto, so jose is checked against another implementation.
function signedToken(alg: string, privateKey: KeyObject): string {
  const input = `${base64Url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64Url(JSON.stringify({ sub: 'alice', exp: 1 }))}`;
  const data = Buffer.from(input);
  const hash = `sha${alg.slice(2)}`;
  const signature = alg.startsWith('RS')
    ? sign(hash, data, privateKey)
    : alg.startsWith('PS')
      ? sign(hash, data, {
          key: privateKey,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: Number(alg.slice(2)) / 8,
        })
      : alg.startsWith('ES')
        ? sign(hash, data, { key: privateKey, dsaEncoding: 'ieee-p1363' })
        : sign(null, data, privateKey);
  return `${input}.${base64Url(signature)}`;
}

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherRsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const ed = generateKeyPairSync('ed25519');

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const jwk = (key: KeyObject) => JSON.stringify(key.export({ format: 'jwk' }));

function certificateOf(publicKey: KeyObject, privateKey: KeyObject): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(spki(publicKey));
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  const name = [{ name: 'commonName', value: 'jwt test' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    forge.md.sha256.create(),
  );
  return forge.pki.certificateToPem(cert);
}

const algorithmOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg;
const verify = (token: string, key: string, base64 = false) => verifyJwt(token, algorithmOf(token), key, base64);

/** The verdict, with why a key cannot serve in English. */
const inWords = (verification: Verification) =>
  verification.status === 'unusable'
    ? { status: 'unusable', reason: inEnglish(verification.reason, words) }
    : verification;

describe('HMAC secrets', () => {
  it('reads a base64 secret when asked', async () => {
    const secret = Buffer.from('your-256-bit-secret').toString('base64');
    expect(await verify(sampleJwt, secret, true)).toEqual({ status: 'verified' });
    expect(await verify(sampleJwt, secret, false)).toEqual({ status: 'invalid' });
  });

  it('says when a base64 secret is not base64', async () => {
    expect(inWords(await verify(sampleJwt, 'not base64!', true))).toEqual({
      status: 'unusable',
      reason: 'Cannot use this key: the secret is not valid base64',
    });
  });
});

describe('public keys', () => {
  it.each(['RS256', 'RS512', 'PS256', 'PS384'])('%s: an SPKI PEM, a JWK and a certificate', async (alg) => {
    const token = signedToken(alg, rsa.privateKey);
    expect(await verify(token, spki(rsa.publicKey))).toEqual({ status: 'verified' });
    expect(await verify(token, jwk(rsa.publicKey))).toEqual({ status: 'verified' });
    expect(await verify(token, certificateOf(rsa.publicKey, rsa.privateKey))).toEqual({ status: 'verified' });
    expect(await verify(token, spki(otherRsa.publicKey))).toEqual({ status: 'invalid' });
  });

  it('ES256 with a JWK and a PEM', async () => {
    const token = signedToken('ES256', ec.privateKey);
    expect(await verify(token, jwk(ec.publicKey))).toEqual({ status: 'verified' });
    expect(await verify(token, `\n${spki(ec.publicKey)}\n`)).toEqual({ status: 'verified' });
  });

  it('EdDSA (Ed25519)', async () => {
    const token = signedToken('EdDSA', ed.privateKey);
    expect(await verify(token, spki(ed.publicKey))).toEqual({ status: 'verified' });
    expect(await verify(token, jwk(ed.publicKey))).toEqual({ status: 'verified' });
  });

  it('checks the signature only: an expired token still verifies', async () => {
    // Every signed token here has exp: 1 (1970).
    expect(await verify(signedToken('RS256', rsa.privateKey), spki(rsa.publicKey))).toEqual({ status: 'verified' });
  });
});

describe('keys that cannot serve', () => {
  const rsToken = signedToken('RS256', rsa.privateKey);

  it.each([
    [
      'a plain secret',
      'your-256-bit-secret',
      'Cannot use this key: a RS256 token needs a PEM public key, a PEM certificate or a JWK',
    ],
    [
      'a private key',
      rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      'Cannot use this key: this is a private key; paste the public key',
    ],
    ['a broken JWK', '{"kty": "RSA", ', 'Cannot use this key: the JWK is not a JSON object'],
  ])('an RS256 token and %s', async (_case, key, reason) => {
    expect(inWords(await verify(rsToken, key))).toEqual({ status: 'unusable', reason });
  });

  it('a key of the wrong type for the algorithm, or a broken PEM, gives the reason', async () => {
    const wrongType = await verify(rsToken, spki(ec.publicKey));
    expect(wrongType.status).toBe('unusable');
    const broken = await verify(rsToken, '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    expect(broken.status).toBe('unusable');
    expect(inWords(broken)).toHaveProperty('reason', expect.stringMatching(/^Cannot use this key: \S/));
    // In another language, the kind of error the key import names (a DataError), in its words.
    expect(broken.status === 'unusable' && inLanguage('de', broken.reason, words, de)).toBe(
      'Dieser Schlüssel ist unbrauchbar: Die Schlüsseldaten sind ungültig',
    );
  });

  it('an unsigned token (alg: none) never verifies', async () => {
    const token = `${base64Url('{"alg":"none"}')}.${base64Url('{"sub":"x"}')}.`;
    expect(await verify(token, 'anything')).toEqual({ status: 'invalid' });
  });

  it('an algorithm it does not know', async () => {
    const token = `${base64Url('{"alg":"XX999"}')}.${base64Url('{"sub":"x"}')}.sig`;
    expect(inWords(await verify(token, 'k'))).toEqual({
      status: 'unusable',
      reason: 'Cannot use this key: the algorithm XX999 is not supported',
    });
    expect(inWords(await verifyJwt(token, undefined, 'k', false))).toEqual({
      status: 'unusable',
      reason: 'Cannot use this key: the token names no algorithm',
    });
  });
});
