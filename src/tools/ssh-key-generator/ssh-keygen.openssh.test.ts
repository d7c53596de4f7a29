// The issue's "done when": keys made here are accepted by OpenSSH's own ssh-keygen (with their
// passphrase), which prints our fingerprints and randomart for them. CI installs openssh-client
// (scripts/test-all.sh); without ssh-keygen this test fails in CI and is skipped elsewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedOpenSshPrivateKey, openSshPrivateKey } from './openssh-private-key';
import { generateSshKeyPair, publicOutputs, type SshKeyType } from './ssh-key-generator';

// SSH_KEYGEN names another one (or, to try the missing case, none).
const sshKeygen = process.env.SSH_KEYGEN ?? '/usr/bin/ssh-keygen';
const available = existsSync(sshKeygen);

if (!available && process.env.CI) {
  describe('ssh-keygen', () => {
    it('is installed (apt-get install openssh-client; scripts/test-all.sh does it)', () => {
      expect.fail(`${sshKeygen} is missing: the generated keys cannot be checked against OpenSSH`);
    });
  });
}

const run = (...args: string[]) =>
  execFileSync(sshKeygen, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe.skipIf(!available)(
  `keys checked by OpenSSH's ssh-keygen${available ? '' : ` (skipped: no ${sshKeygen})`}`,
  () => {
    let folder = '';
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), 'ssh-key-generator-'));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    const cases: { type: SshKeyType; comment: string; passphrase?: string; rounds?: number }[] = [
      { type: 'ed25519', comment: 'deploy@example.test' },
      { type: 'ed25519', comment: 'protected@example.test', passphrase: 'p@ss phrase ü', rounds: 16 },
      { type: 'ecdsa256', comment: '' },
      { type: 'rsa2048', comment: 'rsa@example.test', passphrase: 'rsa pass', rounds: 2 },
    ];

    it.each(cases)(
      '$type, comment "$comment", passphrase "$passphrase": ssh-keygen -y, -l, -l -E md5, -lv',
      async ({ type, comment, passphrase, rounds }) => {
        const generated = await generateSshKeyPair(type);
        if (!generated.ok) throw new Error(generated.error.code);
        const pair = generated.value;
        const outputs = publicOutputs(pair, comment);
        const privateKey =
          passphrase === undefined
            ? openSshPrivateKey(pair, comment)
            : await encryptedOpenSshPrivateKey(pair, comment, { passphrase, rounds: rounds ?? 16 });
        const name = `${type}-${passphrase === undefined ? 'plain' : 'encrypted'}`;
        const keyFile = join(folder, name);
        const publicFile = `${keyFile}.pub`;
        writeFileSync(keyFile, privateKey, { mode: 0o600 });
        writeFileSync(publicFile, `${outputs.publicKey}\n`, { mode: 0o600 });

        // -y re-derives the public key from the private one (opening it with the passphrase).
        const derived = run('-y', '-P', passphrase ?? '', '-f', keyFile).trim();
        expect(derived.split(' ').slice(0, 2)).toEqual(outputs.publicKey.split(' ').slice(0, 2));
        if (passphrase !== undefined) expect(() => run('-y', '-P', 'wrong', '-f', keyFile)).toThrow();

        expect(run('-l', '-f', publicFile).trim()).toBe(outputs.fingerprint);
        expect(run('-l', '-E', 'md5', '-f', publicFile).trim()).toBe(
          outputs.fingerprint.replace(/SHA256:\S+/, outputs.md5Fingerprint),
        );
        expect(run('-lv', '-f', publicFile).trim()).toBe(`${outputs.fingerprint}\n${outputs.randomart}`);
        // The comment inside the private key file is ours too (ssh-keygen -l reads an unencrypted one's;
        // for an empty one it prints the file name instead).
        if (passphrase === undefined && comment !== '')
          expect(run('-l', '-f', keyFile).trim()).toBe(outputs.fingerprint);
      },
      60_000,
    );
  },
);
