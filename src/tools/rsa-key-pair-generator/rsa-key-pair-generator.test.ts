import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, webcrypto } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { pemDecode, pemEncode } from '../../lib/pem';
import { inEnglish } from '../../test/words';
import { publicKeyIn, withComment } from './key-format-options';
import words from './locales/en.json';
import { encryptPrivateKey, pbkdf2Iterations } from './private-key-encryption';
import { parseBits } from './rsa-bits';
import { bitLength, rsaPublicNumbers } from './rsa-der';
import { keyPairText, openSshFingerprintSha256, openSshPublicKey } from './rsa-key-formats';
import {
  createRsaKeyPairGenerator,
  describePublicKey,
  forgeWhileWebCryptoBusyMaxBits,
  generateRsaKeyPairDer,
  generateWithForge,
  generateWithWebCrypto,
  pkcs1ToPkcs8,
  pkcs8ToPkcs1,
  type RsaKeyPairDer,
} from './rsa-key-pair-generator';

const subtle = webcrypto.subtle as SubtleCrypto;
const slow = { timeout: 120_000 };

const body = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
const pemLines = (pem: string) => pem.trimEnd().split(/\r?\n/);

/** Both halves read back by Node's own crypto, and a signature by one checks out with the other. */
function expectWorkingPair(pair: RsaKeyPairDer, bits: number) {
  expect(pair.bits).toBe(bits);
  expect(describePublicKey(pair.spki)).toEqual({ bits, exponent: 65537 });
  const privateKey = createPrivateKey({ key: Buffer.from(pair.pkcs1), format: 'der', type: 'pkcs1' });
  const publicKey = createPublicKey({ key: Buffer.from(pair.spki), format: 'der', type: 'spki' });
  expect(privateKey.asymmetricKeyDetails).toMatchObject({ modulusLength: bits, publicExponent: 65537n });
  expect(createPublicKey(privateKey).export({ format: 'der', type: 'spki' })).toEqual(Buffer.from(pair.spki));
  if (bits >= 512) {
    const message = Buffer.from('IT Tools');
    const signature = sign('sha1', message, privateKey);
    expect(verify('sha1', message, publicKey, signature)).toBe(true);
  }
}

describe('parseBits', () => {
  it.each([
    ['2048', 2048],
    ['256', 256],
    ['264', 264],
    ['4096', 4096],
    ['16384', 16384],
    [' 1024 ', 1024],
    [512, 512],
  ] as const)('%j is a valid size', (input, bits) => {
    expect(parseBits(input)).toEqual({ ok: true, value: bits });
  });

  // 100 and 1001, the spec's, are the operation's examples.
  it.each([
    '248',
    '16392',
    '16385',
    '0',
    '',
    '   ',
    'abc',
    '2048.5',
    '2048.0',
    '-2048',
    '+2048',
    '1e4',
    '20 48',
    100,
    1001,
    Number.NaN,
  ])('%j is refused with the spec message', (input) => {
    expect(parseBits(input)).toEqual({ ok: false, error: { code: 'errors.bits' } });
  });

  it('words its refusal as the spec does', () => {
    const refused = parseBits('1001');
    expect(!refused.ok && inEnglish(refused.error, words)).toBe(
      'Key size must be a multiple of 8 between 256 and 16384',
    );
  });
});

describe('generateWithWebCrypto', () => {
  it('2048 bits: SPKI public key and PKCS#1 private key with exponent 65537', slow, async () => {
    const pair = await generateWithWebCrypto(2048, subtle);
    expect(pair.engine).toBe('Web Crypto');
    expectWorkingPair(pair, 2048);
    const text = keyPairText(pair);
    expect(body(text.publicKeyPem)).toMatch(/^MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[A-Za-z0-9+/]+IDAQAB$/);
    expect(text.privateKeyPem.startsWith('-----BEGIN RSA PRIVATE KEY-----')).toBe(true);
  });

  it('4096 bits: the public key body starts as the spec says', slow, async () => {
    const pair = await generateWithWebCrypto(4096, subtle);
    expectWorkingPair(pair, 4096);
    expect(body(keyPairText(pair).publicKeyPem)).toMatch(/^MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA/);
  });

  it('gives a new pair every time', slow, async () => {
    const [first, second] = await Promise.all([generateWithWebCrypto(512, subtle), generateWithWebCrypto(512, subtle)]);
    expect(first.spki).not.toEqual(second.spki);
  });
});

describe('generateWithForge', () => {
  it.each([256, 512, 776])('%i bits: a working pair, exactly that size', async (bits) => {
    const pair = await generateWithForge(bits);
    expect(pair.engine).toBe('node-forge');
    expectWorkingPair(pair, bits);
  });

  it('gives a new pair every time', async () => {
    expect((await generateWithForge(256)).spki).not.toEqual((await generateWithForge(256)).spki);
  });

  it('draws its randomness from crypto.getRandomValues', async () => {
    const original = crypto.getRandomValues.bind(crypto);
    let requested = 0;
    const spy = <T extends ArrayBufferView | null>(array: T): T => {
      requested += array?.byteLength ?? 0;
      return original(array as never) as T;
    };
    crypto.getRandomValues = spy as typeof crypto.getRandomValues;
    try {
      await generateWithForge(256);
    } finally {
      crypto.getRandomValues = original as typeof crypto.getRandomValues;
    }
    expect(requested).toBeGreaterThan(0);
  });

  it('stops when its signal is aborted', slow, async () => {
    const controller = new AbortController();
    const run = generateWithForge(4096, { signal: controller.signal, stepMs: 5 });
    setTimeout(() => controller.abort(new Error('superseded')), 20);
    await expect(run).rejects.toThrow('superseded');
    const aborted = AbortSignal.abort(new Error('too late'));
    await expect(generateWithForge(256, { signal: aborted })).rejects.toThrow('too late');
  });
});

describe('generateRsaKeyPairDer', () => {
  it('uses Web Crypto when it accepts the size', slow, async () => {
    const pair = await generateRsaKeyPairDer(1024, { subtle });
    expect(pair.engine).toBe('Web Crypto');
    expectWorkingPair(pair, 1024);
  });

  it('falls back to forge for a size Web Crypto refuses (Node refuses 256)', slow, async () => {
    const pair = await generateRsaKeyPairDer(256, { subtle });
    expect(pair.engine).toBe('node-forge');
    expectWorkingPair(pair, 256);
  });

  it('falls back to forge when Web Crypto fails or is missing', slow, async () => {
    const refusing = {
      generateKey: () => Promise.reject(new DOMException('nope', 'OperationError')),
    } as unknown as SubtleCrypto;
    expect((await generateRsaKeyPairDer(512, { subtle: refusing })).engine).toBe('node-forge');
    const missing = await generateRsaKeyPairDer(512, { subtle: null });
    expect(missing.engine).toBe('node-forge');
    expectWorkingPair(missing, 512);
  });
});

describe('createRsaKeyPairGenerator', () => {
  /** Node's Web Crypto, whose key generations wait until `release()`, as a busy browser's would. */
  function heldSubtle() {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = {
      generateKey: (...args: Parameters<SubtleCrypto['generateKey']>) => gate.then(() => subtle.generateKey(...args)),
      exportKey: (...args: Parameters<SubtleCrypto['exportKey']>) => subtle.exportKey(...args),
    } as unknown as SubtleCrypto;
    return { held, release };
  }

  it('while an abandoned Web Crypto run is busy, makes pairs up to 4096 bits with forge', slow, async () => {
    const { held, release } = heldSubtle();
    const generator = createRsaKeyPairGenerator({ subtle: held });
    const abandoned = generator.generate(1024);
    expect(generator.webCryptoPending()).toBe(1);

    const meanwhile = await generator.generate(512);
    expect(meanwhile.engine).toBe('node-forge');
    expectWorkingPair(meanwhile, 512);
    expect(forgeWhileWebCryptoBusyMaxBits).toBe(4096);

    release();
    expect((await abandoned).engine).toBe('Web Crypto');
    expect(generator.webCryptoPending()).toBe(0);
    expect((await generator.generate(512)).engine).toBe('Web Crypto');
  });

  it('above 4096 bits, waits for Web Crypto rather than using forge', slow, async () => {
    const { held, release } = heldSubtle();
    const generator = createRsaKeyPairGenerator({ subtle: held });
    const first = generator.generate(512);
    const big = generator.generate(4104);
    expect(generator.webCryptoPending()).toBe(2);
    release();
    await first;
    const pair = await big;
    expect(pair.engine).toBe('Web Crypto');
    expect(describePublicKey(pair.spki).bits).toBe(4104);
    expect(generator.webCryptoPending()).toBe(0);
  });

  it('counts a refused Web Crypto run as settled', slow, async () => {
    const generator = createRsaKeyPairGenerator({ subtle });
    expect((await generator.generate(256)).engine).toBe('node-forge');
    expect(generator.webCryptoPending()).toBe(0);
  });
});

describe('PKCS#8 ↔ PKCS#1', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pkcs1 = new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs1' }));
  const pkcs8 = new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' }));

  it('unwraps PKCS#8 to the same bytes OpenSSL writes as PKCS#1', () => {
    expect(pkcs8ToPkcs1(pkcs8)).toEqual(pkcs1);
  });

  it('wraps PKCS#1 to the same bytes OpenSSL writes as PKCS#8', () => {
    expect(pkcs1ToPkcs8(pkcs1)).toEqual(pkcs8);
  });

  it('refuses a PKCS#8 key that is not RSA', () => {
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
    expect(() => pkcs8ToPkcs1(new Uint8Array(ed25519))).toThrow('Not a PKCS#8 RSA private key');
  });

  it.each([
    ['not DER at all', Uint8Array.of(1, 2, 3)],
    ['DER with bytes after it', Uint8Array.of(...pkcs8, 0)],
    ['a PKCS#1 key', pkcs1],
    ['an empty SEQUENCE', Uint8Array.of(0x30, 0)],
  ])('refuses %s with the same message', (_name, input) => {
    expect(() => pkcs8ToPkcs1(input)).toThrow('Not a PKCS#8 RSA private key');
  });
});

/** The DER forge writes for an ASN.1 structure, as bytes. */
const forgeDer = (asn1: forge.asn1.Asn1) => Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
const forgeAsn1 = (der: Uint8Array) => forge.asn1.fromDer(Buffer.from(der).toString('binary'));

// Our DER code replaced node-forge on the usual path: for the same key it must write what forge wrote.
describe('our DER code against node-forge', () => {
  let keys: { spki: Uint8Array; pkcs8: Uint8Array }[];
  beforeAll(async () => {
    keys = await Promise.all(
      [1024, 2048, 1032].map(async (bits) => {
        const pair = (await subtle.generateKey(
          { name: 'RSASSA-PKCS1-v1_5', modulusLength: bits, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' },
          true,
          ['sign'],
        )) as CryptoKeyPair;
        const [spki, pkcs8] = await Promise.all([
          subtle.exportKey('spki', pair.publicKey),
          subtle.exportKey('pkcs8', pair.privateKey),
        ]);
        return { spki: new Uint8Array(spki), pkcs8: new Uint8Array(pkcs8) };
      }),
    );
  }, slow.timeout);

  it("the PKCS#1 unwrapped from Web Crypto's PKCS#8 equals forge's for the same key", () => {
    for (const { pkcs8 } of keys) {
      const forgeKey = forge.pki.privateKeyFromAsn1(forgeAsn1(pkcs8));
      const forgePkcs1 = forgeDer(forge.pki.privateKeyToAsn1(forgeKey));
      expect(pkcs8ToPkcs1(pkcs8)).toEqual(forgePkcs1);
      expect(pemEncode('RSA PRIVATE KEY', pkcs8ToPkcs1(pkcs8))).toBe(
        forge.pki.privateKeyToPem(forgeKey).replace(/\r\n/g, '\n'),
      );
      expect(pkcs1ToPkcs8(forgePkcs1)).toEqual(forgeDer(forge.pki.wrapRsaPrivateKey(forgeAsn1(forgePkcs1))));
      expect(pkcs1ToPkcs8(forgePkcs1)).toEqual(pkcs8);
    }
  });

  it("the public key reads as forge reads it; the OpenSSH line and fingerprint are forge's", () => {
    for (const { spki } of keys) {
      const forgeKey = forge.pki.publicKeyFromAsn1(forgeAsn1(spki)) as forge.pki.rsa.PublicKey;
      expect(describePublicKey(spki)).toEqual({ bits: forgeKey.n.bitLength(), exponent: forgeKey.e.intValue() });
      expect(pemEncode('PUBLIC KEY', spki)).toBe(forge.pki.publicKeyToPem(forgeKey).replace(/\r\n/g, '\n'));
      expect(openSshPublicKey(spki)).toBe(String(forge.ssh.publicKeyToOpenSSH(forgeKey)).trim());
      const digest = forge.ssh.getPublicKeyFingerprint(forgeKey, { md: forge.md.sha256.create(), encoding: 'binary' });
      expect(openSshFingerprintSha256(spki)).toBe(`SHA256:${forge.util.encode64(String(digest)).replace(/=+$/, '')}`);
    }
  });

  it('refuses a public key that is not RSA, or not SPKI', () => {
    const ed25519 = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' });
    expect(() => rsaPublicNumbers(new Uint8Array(ed25519))).toThrow('Not an SPKI RSA public key');
    expect(() => describePublicKey(keys[0].pkcs8)).toThrow();
  });

  it.each([
    [[], 0],
    [[0], 0],
    [[1], 1],
    [[0x7f], 7],
    [[0x80], 8],
    [[0, 0x80, 0], 16],
    [[0x01, 0, 0], 17],
  ])('bitLength(%j) is %i', (input, bits) => {
    expect(bitLength(Uint8Array.from(input))).toBe(bits);
  });
});

// A 1024-bit public key made with OpenSSL; the OpenSSH line and fingerprint come from ssh-keygen.
const fixtureSpkiPem = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDDcW6mmzp2mSILzfcbxXuhaU+j
P+LH/+2JvpEw0b/L3C68C4CLR6BOtJI6SFetAqYbalbAhN6nT1HBNJOSwlT5Jcid
FSjcdkix3gB+w7sRzv9TpJ1WQGhn6wbZQusRXDiDBVw9DTG3W0uT7vCru4Rw4q66
r+txBkzdpebVChkB/wIDAQAB
-----END PUBLIC KEY-----
`;
const fixtureSpki = pemDecode(fixtureSpkiPem, 'PUBLIC KEY') as Uint8Array;
const fixtureOpenSsh =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDDcW6mmzp2mSILzfcbxXuhaU+jP+LH/+2JvpEw0b/L3C68C4CLR6BOtJI6SFetAqYbalbAhN6nT1HBNJOSwlT5JcidFSjcdkix3gB+w7sRzv9TpJ1WQGhn6wbZQusRXDiDBVw9DTG3W0uT7vCru4Rw4q66r+txBkzdpebVChkB/w==';

describe('OpenSSH public key and fingerprint', () => {
  it('writes the line ssh-keygen -y writes', () => {
    expect(openSshPublicKey(fixtureSpki)).toBe(fixtureOpenSsh);
  });

  it('gives the SHA-256 fingerprint ssh-keygen -l gives', () => {
    expect(openSshFingerprintSha256(fixtureSpki)).toBe('SHA256:OWUP84u50mkCPAzxNgTbcaLKHK71M8wwz5/4yOPpe70');
  });

  it.each([
    ['', fixtureOpenSsh],
    ['   ', fixtureOpenSsh],
    ['test@it-tools', `${fixtureOpenSsh} test@it-tools`],
    ['  me@laptop  ', `${fixtureOpenSsh} me@laptop`],
    ['two\nlines\r\nhere', `${fixtureOpenSsh} two lines here`],
  ])('adds the comment %j on the same line', (comment, expected) => {
    expect(withComment(fixtureOpenSsh, comment)).toBe(expected);
  });

  it('shows the PEM, or the OpenSSH line with its comment, as the chosen format', () => {
    const keys = { publicKeyPem: fixtureSpkiPem, openSshPublicKey: fixtureOpenSsh };
    expect(publicKeyIn('spki', keys, 'ignored')).toBe(fixtureSpkiPem);
    expect(publicKeyIn('openssh', keys, 'me@laptop')).toBe(`${fixtureOpenSsh} me@laptop`);
  });
});

describe('keyPairText', () => {
  let pair: RsaKeyPairDer;
  let text: ReturnType<typeof keyPairText>;
  beforeAll(async () => {
    pair = await generateWithForge(512);
    text = keyPairText(pair);
  });

  it('writes PEM with the right labels, 64-character Base64 lines, LF', () => {
    for (const [pem, label] of [
      [text.publicKeyPem, 'PUBLIC KEY'],
      [text.privateKeyPem, 'RSA PRIVATE KEY'],
      [text.privateKeyPkcs8Pem, 'PRIVATE KEY'],
    ] as const) {
      const lines = pemLines(pem);
      expect(lines[0]).toBe(`-----BEGIN ${label}-----`);
      expect(lines.at(-1)).toBe(`-----END ${label}-----`);
      expect(lines.slice(1, -2).every((line) => line.length === 64)).toBe(true);
      expect(lines.at(-2)?.length).toBeLessThanOrEqual(64);
      expect(pem).not.toContain('\r');
    }
  });

  it('every format holds the same key', () => {
    const publicKey = createPublicKey(text.publicKeyPem);
    for (const pem of [text.privateKeyPem, text.privateKeyPkcs8Pem]) {
      const fromPrivate = createPublicKey(createPrivateKey(pem)).export({ format: 'der', type: 'spki' });
      expect(fromPrivate).toEqual(publicKey.export({ format: 'der', type: 'spki' }));
    }
    expect(text.openSshPublicKey).toMatch(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=*$/);
    expect(text.fingerprintSha256).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(text.pkcs1).toEqual(pair.pkcs1);
    expect(text).toMatchObject({ bits: 512, engine: 'node-forge' });
  });
});

describe('encryptPrivateKey', () => {
  let pair: RsaKeyPairDer;
  let expectedSpki: Buffer;
  beforeAll(async () => {
    pair = await generateWithForge(512);
    expectedSpki = Buffer.from(pair.spki);
  });
  const decryptedSpki = (pem: string, passphrase: string) =>
    createPublicKey(createPrivateKey({ key: pem, passphrase })).export({ format: 'der', type: 'spki' });

  it('writes an ENCRYPTED PRIVATE KEY that Node (OpenSSL) opens with the passphrase only', slow, async () => {
    const { pem, engine } = await encryptPrivateKey(pair.pkcs1, 'correct horse ✓', { subtle });
    expect(engine).toBe('Web Crypto');
    expect(pemLines(pem)[0]).toBe('-----BEGIN ENCRYPTED PRIVATE KEY-----');
    expect(decryptedSpki(pem, 'correct horse ✓')).toEqual(expectedSpki);
    expect(() => createPrivateKey({ key: pem, passphrase: 'wrong' })).toThrow();
    expect(() => createPrivateKey(pem)).toThrow();
  });

  it('uses PBES2: PBKDF2-HMAC-SHA256 with 100 000 iterations and AES-256-CBC', slow, async () => {
    const { pem } = await encryptPrivateKey(pair.pkcs1, 'secret', { subtle });
    const der = Buffer.from(pemDecode(pem, 'ENCRYPTED PRIVATE KEY') as Uint8Array).toString('hex');
    expect(der).toContain('06092a864886f70d01050d'); // pbes2
    expect(der).toContain('06092a864886f70d01050c'); // pbkdf2
    expect(der).toContain('06082a864886f70d0209'); // hmacWithSHA256
    expect(der).toContain('060960864801650304012a'); // aes256-CBC
    expect(der).toContain(`0203${pbkdf2Iterations.toString(16).padStart(6, '0')}`);
    expect(pbkdf2Iterations).toBe(100_000);
  });

  it('gives the same bytes with forge as with Web Crypto (fixed salt and IV)', slow, async () => {
    const fixed = { salt: new Uint8Array(16).fill(7), iv: new Uint8Array(16).fill(9), iterations: 1000 };
    const web = await encryptPrivateKey(pair.pkcs1, 'pässword', { ...fixed, subtle });
    const js = await encryptPrivateKey(pair.pkcs1, 'pässword', { ...fixed, subtle: null });
    expect(js.engine).toBe('node-forge');
    expect(js.pem).toBe(web.pem);
    expect(decryptedSpki(js.pem, 'pässword')).toEqual(expectedSpki);
  });

  it('uses a new random salt and IV each time', slow, async () => {
    const options = { subtle, iterations: 1000 };
    const [first, second] = await Promise.all([
      encryptPrivateKey(pair.pkcs1, 'same', options),
      encryptPrivateKey(pair.pkcs1, 'same', options),
    ]);
    expect(first.pem).not.toBe(second.pem);
  });

  it('refuses an empty passphrase', async () => {
    const refusal = encryptPrivateKey(pair.pkcs1, '', { subtle });
    await expect(refusal).rejects.toMatchObject({ detail: { code: 'errors.passphraseRequired' } });
    expect(inEnglish({ code: 'errors.passphraseRequired' }, words)).toBe(
      'Enter a passphrase to encrypt the private key',
    );
  });
});
