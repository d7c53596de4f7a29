import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, concatBytes } from '../../lib/bytes';
import {
  encryptedOpenSshPrivateKey,
  openSshPrivateKey,
  readOpenSshPrivateKey,
  WrongPassphraseError,
  type Subtle,
} from './openssh-private-key';
import {
  cleanComment,
  generateSshKeyPair,
  keyFileName,
  keyTypes,
  parseRounds,
  publicOutputs,
  type SshKeyPair,
} from './ssh-key-generator';
import {
  fingerprintLine,
  md5Fingerprint,
  randomart,
  readKeyBlob,
  readPublicKeys,
  sha256Fingerprint,
  type KeyListing,
} from './ssh-public-key';
import { bitLength, sshMpint, sshString } from './ssh-wire';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** The keys of `text`, which must not be refused as a whole. */
function listing(text: string): KeyListing {
  const read = readPublicKeys(text);
  if (!read.ok) throw new Error(`refused: ${read.error.code}`);
  return read.value;
}

const fingerprintsOf = (text: string) => listing(text).keys.map(({ key, comment }) => fingerprintLine(key, comment));

const aliceLine = '256 SHA256:ynznhGHrQXf8U+LE7XhhhgxqadL7mKIxcGnbh/ebCL0 alice@example.test (ED25519)';
const aliceRandomart = [
  '+--[ED25519 256]--+',
  '|                 |',
  '|                 |',
  '|           .     |',
  '|      . . o.o... |',
  '|   . + .S*. oo++o|',
  '|    +oo+*=.. +o=.|',
  '|     +++==o   = o|',
  '|      o++=B .  o |',
  '|     .. oE.=.    |',
  '+----[SHA256]-----+',
].join('\n');

describe('fingerprints of existing keys (the spec examples)', () => {
  it('id_ed25519.pub: the ssh-keygen -l line, the MD5 fingerprint and the randomart', () => {
    const [found] = listing(fixture('id_ed25519.pub')).keys;
    expect(fingerprintLine(found.key, found.comment)).toBe(aliceLine);
    expect(md5Fingerprint(found.key.blob)).toBe('MD5:98:7b:db:9c:d4:c9:66:de:ec:05:b2:14:c9:b2:0f:b6');
    expect(randomart(found.key)).toBe(aliceRandomart);
    expect(found).toMatchObject({ line: 1, comment: 'alice@example.test', key: { type: 'ssh-ed25519', bits: 256 } });
  });

  it('the same key as an RFC 4716 block gives the same line, its Comment header as comment', () => {
    expect(fingerprintsOf(fixture('id_ed25519.rfc4716.pub'))).toEqual([aliceLine]);
  });

  it('id_rsa3072.pub', () => {
    const [found] = listing(fixture('id_rsa3072.pub')).keys;
    expect(fingerprintLine(found.key, found.comment)).toBe(
      '3072 SHA256:niEHm8la5cFDDwCkk9DIIFsacS/zPoj5EoRNUogO3wo bob@example.test (RSA)',
    );
    expect(md5Fingerprint(found.key.blob)).toBe('MD5:0e:15:6f:7a:84:67:33:3c:d3:e4:e4:20:ac:69:fb:17');
    const art = randomart(found.key).split('\n');
    expect(art[0]).toBe('+---[RSA 3072]----+');
    expect(art[1]).toBe('|X*+.o...o        |');
    expect(art).toHaveLength(11);
  });

  it('authorized_keys: options, a comment line, a blank line, a key without comment', () => {
    expect(fingerprintsOf(fixture('authorized_keys'))).toEqual([
      aliceLine,
      '384 SHA256:b48RT5tPcNqja3InVZb+i2G7iKDOaxatBngZO7zHHuw no comment (ECDSA)',
      '521 SHA256:4CL7vPhArCz8HtXVQufx3Mdk6MqvbQA0igLKBh/+bP4 p521@example.test (ECDSA)',
    ]);
    expect(listing(fixture('authorized_keys')).keys.map((found) => found.line)).toEqual([2, 4, 5]);
  });

  it('the single .pub files as ssh-keygen -l prints them (the P-384 line ends with a space)', () => {
    expect(fingerprintsOf(fixture('id_ecdsa256.pub'))).toEqual([
      '256 SHA256:KEG1Cc3vtNVsj8rVyN0xm8TCSj7W86rkhtBANMKaRUA ecdsa-256 test key (ECDSA)',
    ]);
    expect(fingerprintsOf(fixture('id_ecdsa384.pub'))).toEqual([
      '384 SHA256:b48RT5tPcNqja3InVZb+i2G7iKDOaxatBngZO7zHHuw no comment (ECDSA)',
    ]);
    expect(fingerprintsOf(fixture('id_ed25519_protected.pub'))).toEqual([
      '256 SHA256:xqfYFci2/3UJp/mILdSRTaazqM/nXYXGaptlA0YvpOw protected@example.test (ED25519)',
    ]);
  });

  it('a line whose key data says another type', () => {
    const read = listing('ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIKreKJHwMVUNAsUqVaVIAg8vtR3h4SosBwpMLT7UtWzQ x');
    expect(read.keys).toEqual([]);
    expect(read.errors).toEqual([
      { code: 'errors.typeMismatch', values: { line: 1, inner: 'ssh-ed25519', outer: 'ssh-rsa' } },
    ]);
  });
});

describe('reading lines', () => {
  const alice = fixture('id_ed25519.pub').trim();
  const aliceBlob = alice.split(' ')[1];

  it('known_hosts lines: host names, hashed host names and a marker before the key', () => {
    const text = [
      `github.com,140.82.121.4 ${alice}`,
      `|1|JfKTdBh7rNbXkVAQCRp4OQoPfmI=|USECr3SWf1JUPsms5AqfD5QfxkM= ssh-ed25519 ${aliceBlob}`,
      `@cert-authority *.example.test ssh-ed25519 ${aliceBlob} ca`,
    ].join('\n');
    expect(fingerprintsOf(text)).toEqual([
      aliceLine,
      aliceLine.replace('alice@example.test', 'no comment'),
      aliceLine.replace('alice@example.test', 'ca'),
    ]);
  });

  it('keeps good lines and gives one error per bad line, numbered from 1', () => {
    const read = listing(`# keys\n${alice}\nnot a key\n\nssh-ed25519 AAAA!!!!\nssh-ed25519\r\n${alice}`);
    expect(read.keys.map((found) => found.line)).toEqual([2, 7]);
    expect(read.errors).toEqual([
      { code: 'errors.notPublicKey', values: { line: 3 } },
      { code: 'errors.damaged', values: { line: 5 } },
      { code: 'errors.damaged', values: { line: 6 } },
    ]);
  });

  it('calls truncated or padded key data damaged', () => {
    const blob = base64ToBytes(aliceBlob);
    const truncated = bytesToBase64(blob.subarray(0, blob.length - 1));
    const padded = bytesToBase64(concatBytes(blob, Uint8Array.of(0)));
    expect(listing(`ssh-ed25519 ${truncated}\nssh-ed25519 ${padded}`).errors.map((error) => error.code)).toEqual([
      'errors.damaged',
      'errors.damaged',
    ]);
  });

  it('takes the comment as the rest of the line, spaces inside kept', () => {
    expect(listing(`${alice.split(' ').slice(0, 2).join(' ')}   my  laptop  `).keys[0].comment).toBe('my  laptop');
  });

  it('refuses a private key as a whole', () => {
    for (const text of [fixture('id_ed25519'), fixture('id_rsa3072'), '-----BEGIN RSA PRIVATE KEY-----\nMIIE'])
      expect(readPublicKeys(text)).toEqual({ ok: false, error: { code: 'errors.privateKey' } });
  });

  it('an RFC 4716 block with continued headers, among other lines; a block without END is damaged', () => {
    const block = [
      '---- BEGIN SSH2 PUBLIC KEY ----',
      'Subject: alice',
      'Comment: "a very long \\',
      'comment"',
      aliceBlob.slice(0, 30),
      aliceBlob.slice(30),
      '---- END SSH2 PUBLIC KEY ----',
    ];
    const read = listing([alice, ...block, 'junk'].join('\n'));
    expect(read.keys.map(({ key, comment, line }) => [line, comment, sha256Fingerprint(key.blob)])).toEqual([
      [1, 'alice@example.test', 'SHA256:ynznhGHrQXf8U+LE7XhhhgxqadL7mKIxcGnbh/ebCL0'],
      [2, 'a very long comment', 'SHA256:ynznhGHrQXf8U+LE7XhhhgxqadL7mKIxcGnbh/ebCL0'],
    ]);
    expect(read.errors).toEqual([{ code: 'errors.notPublicKey', values: { line: 9 } }]);
    expect(listing(block.slice(0, -1).join('\n')).errors).toEqual([{ code: 'errors.damaged', values: { line: 1 } }]);
  });

  it('empty, blank and comment-only text has no keys and no errors', () => {
    expect(listing('')).toEqual({ keys: [], errors: [] });
    expect(listing(' \n\t\n# only a comment\n')).toEqual({ keys: [], errors: [] });
  });

  it('a megabyte of text that is not keys is read line by line, quickly', () => {
    const started = performance.now();
    const read = listing('Lorem ipsum dolor sit amet, "consectetur adipiscing elit 0123.\n'.repeat(16_000));
    expect(read.errors).toHaveLength(16_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('key blobs', () => {
  it('reads DSA and the FIDO types, named as ssh-keygen names them', () => {
    const p = new Uint8Array(128).fill(0xab);
    const dss = concatBytes(
      sshString('ssh-dss'),
      sshMpint(p),
      sshMpint(Uint8Array.of(1)),
      sshMpint(Uint8Array.of(2)),
      sshMpint(Uint8Array.of(3)),
    );
    expect(readKeyBlob(dss)).toMatchObject({ label: 'DSA', bits: 1024 });
    const skEd25519 = concatBytes(
      sshString('sk-ssh-ed25519@openssh.com'),
      sshString(new Uint8Array(32)),
      sshString('ssh:'),
    );
    const key = readKeyBlob(skEd25519);
    expect(key).toMatchObject({ label: 'ED25519-SK', bits: 256 });
    expect(randomart(key).split('\n')[0]).toBe('+[ED25519-SK 256]-+');
    const point = concatBytes(Uint8Array.of(4), new Uint8Array(64).fill(7));
    const skEcdsa = concatBytes(
      sshString('sk-ecdsa-sha2-nistp256@openssh.com'),
      sshString('nistp256'),
      sshString(point),
      sshString('ssh:'),
    );
    expect(readKeyBlob(skEcdsa)).toMatchObject({ label: 'ECDSA-SK', bits: 256 });
  });

  it('refuses an ECDSA blob whose curve is not its type’s', () => {
    const point = concatBytes(Uint8Array.of(4), new Uint8Array(64));
    expect(() =>
      readKeyBlob(concatBytes(sshString('ecdsa-sha2-nistp384'), sshString('nistp256'), sshString(point))),
    ).toThrow();
  });

  it('writes mpints minimal, with a zero byte before a set top bit', () => {
    expect([...sshMpint(Uint8Array.of(0, 0, 0x7f))]).toEqual([0, 0, 0, 1, 0x7f]);
    expect([...sshMpint(Uint8Array.of(0, 0x80))]).toEqual([0, 0, 0, 2, 0, 0x80]);
    expect([...sshMpint(Uint8Array.of(0, 0))]).toEqual([0, 0, 0, 0]);
    expect(bitLength(Uint8Array.of(0, 1, 0))).toBe(9);
  });
});

describe('generated key pairs', () => {
  const pairs = new Map<string, SshKeyPair>();
  async function pairOf(type: (typeof keyTypes)[number]): Promise<SshKeyPair> {
    const known = pairs.get(type);
    if (known) return known;
    const generated = await generateSshKeyPair(type);
    if (!generated.ok) throw new Error(generated.error.code);
    pairs.set(type, generated.value);
    return generated.value;
  }

  const cases = [
    ['ed25519', /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}$/, '+--[ED25519 256]--+', 'id_ed25519'],
    [
      'ecdsa256',
      /^ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB[A-Za-z0-9+/]{86}=$/,
      '+---[ECDSA 256]---+',
      'id_ecdsa',
    ],
    [
      'ecdsa384',
      /^ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhB[A-Za-z0-9+/]{129}==$/,
      '+---[ECDSA 384]---+',
      'id_ecdsa',
    ],
    [
      'ecdsa521',
      /^ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFB[A-Za-z0-9+/]{177}==$/,
      '+---[ECDSA 521]---+',
      'id_ecdsa',
    ],
    ['rsa2048', /^ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ[CD][A-Za-z0-9+/]{341}$/, '+---[RSA 2048]----+', 'id_rsa'],
  ] as const;

  it.each(cases)(
    '%s: the public line, the randomart frame, the file name',
    async (type, line, top, fileName) => {
      const outputs = publicOutputs(await pairOf(type), '');
      expect(outputs.publicKey).toMatch(line);
      expect(outputs.randomart.split('\n')[0]).toBe(top);
      expect(outputs.fingerprint).toMatch(/^\d+ SHA256:[A-Za-z0-9+/]{43} no comment \((ED25519|ECDSA|RSA)\)$/);
      expect(outputs.md5Fingerprint).toMatch(/^MD5:[0-9a-f]{2}(:[0-9a-f]{2}){15}$/);
      expect(keyFileName(type)).toBe(fileName);
    },
    30_000,
  );

  it.each(cases)(
    '%s: the unencrypted file reads back to the same key and comment',
    async (type) => {
      const pair = await pairOf(type);
      const file = openSshPrivateKey(pair, 'me@host');
      const lines = file.split('\n');
      expect(lines[0]).toBe('-----BEGIN OPENSSH PRIVATE KEY-----');
      expect(lines.at(-2)).toBe('-----END OPENSSH PRIVATE KEY-----');
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(1, -3).every((base64) => base64.length === 70)).toBe(true);
      expect(lines.at(-3)!.length).toBeLessThanOrEqual(70);
      const read = await readOpenSshPrivateKey(file);
      expect(read).toMatchObject({
        cipher: 'none',
        kdf: 'none',
        comment: 'me@host',
        type: readKeyBlob(pair.publicBlob).type,
      });
      expect(read.publicBlob).toEqual(pair.publicBlob);
      expect(concatBytes(sshString(read.type), ...read.fields.map((field) => sshString(field)))).toEqual(
        pair.privateKey,
      );
    },
    30_000,
  );

  it('Ed25519: the private key holds the seed then the public key; the file starts as the spec says', async () => {
    const pair = await pairOf('ed25519');
    const read = await readOpenSshPrivateKey(openSshPrivateKey(pair, ''));
    const [publicKey, secret] = read.fields;
    expect(secret).toHaveLength(64);
    expect(secret.subarray(32)).toEqual(publicKey);
    expect(openSshPrivateKey(pair, 'deploy@example.test').split('\n')[1]).toBe(
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
    );
  });

  it('encrypts with aes256-ctr and bcrypt, reads back with the passphrase, not without', async () => {
    const pair = await pairOf('ecdsa256');
    const salt = Uint8Array.from({ length: 16 }, (_, index) => index);
    const file = await encryptedOpenSshPrivateKey(pair, 'ci@example.test', {
      passphrase: 'p@ss phrase ü',
      rounds: 2,
      salt,
    });
    expect(file.split('\n')[1]).toMatch(
      /^b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAAB[A-D][A-Za-z0-9+/]{7}$/,
    );
    const read = await readOpenSshPrivateKey(file, 'p@ss phrase ü');
    expect(read).toMatchObject({ cipher: 'aes256-ctr', kdf: 'bcrypt', rounds: 2, comment: 'ci@example.test' });
    expect(concatBytes(sshString(read.type), ...read.fields.map((field) => sshString(field)))).toEqual(pair.privateKey);
    await expect(readOpenSshPrivateKey(file, 'wrong')).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(readOpenSshPrivateKey(file)).rejects.toBeInstanceOf(WrongPassphraseError);
    // A new salt each time by default: the same key and passphrase never give the same file.
    const again = await encryptedOpenSshPrivateKey(pair, '', { passphrase: 'x', rounds: 1 });
    expect(again).not.toBe(await encryptedOpenSshPrivateKey(pair, '', { passphrase: 'x', rounds: 1 }));
  });

  it('reads the key OpenSSH encrypted (fixture), proving bcrypt_pbkdf and AES-CTR agree with it', async () => {
    const read = await readOpenSshPrivateKey(fixture('id_ed25519_protected'), 'correct horse battery staple');
    expect(read).toMatchObject({ cipher: 'aes256-ctr', kdf: 'bcrypt', rounds: 16, comment: 'protected@example.test' });
    expect(`ssh-ed25519 ${bytesToBase64(read.publicBlob)} ${read.comment}\n`).toBe(fixture('id_ed25519_protected.pub'));
    expect(read.fields[1].subarray(32)).toEqual(read.fields[0]);
    await expect(readOpenSshPrivateKey(fixture('id_ed25519_protected'), 'correct horse')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
  }, 30_000);

  it('reads the unencrypted RSA key OpenSSH wrote (fixture) to the public key of its .pub', async () => {
    const read = await readOpenSshPrivateKey(fixture('id_rsa3072'));
    expect(`ssh-rsa ${bytesToBase64(read.publicBlob)} ${read.comment}\n`).toBe(fixture('id_rsa3072.pub'));
  });

  it('the public line has no trailing space without a comment, and the comment with one', async () => {
    const pair = await pairOf('ed25519');
    expect(publicOutputs(pair, '').publicKey).not.toMatch(/\s$/);
    expect(publicOutputs(pair, 'a b').publicKey).toMatch(/^ssh-ed25519 \S+ a b$/);
    expect(publicOutputs(pair, 'a b').fingerprint).toMatch(/ a b \(ED25519\)$/);
  });

  it('says so when Web Crypto has no Ed25519', async () => {
    const subtle = {
      generateKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
    } as unknown as Subtle;
    expect(await generateSshKeyPair('ed25519', subtle)).toEqual({ ok: false, error: { code: 'errors.noEd25519' } });
    await expect(generateSshKeyPair('ecdsa256', subtle)).rejects.toThrow();
  });
});

describe('options', () => {
  it('rounds: a whole number from 1 to 1000', () => {
    for (const good of ['1', '16', ' 16', '1000']) expect(parseRounds(good).ok).toBe(true);
    for (const bad of ['0', '1001', '', '1.5', '-1', 'abc', '9'.repeat(400)])
      expect(parseRounds(bad)).toEqual({ ok: false, error: { code: 'errors.rounds' } });
  });

  it('a comment is one line: tabs and line breaks removed', () => {
    expect(cleanComment('a\tb\nc\r\nd e')).toBe('abcd e');
  });
});
