import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { failure } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { privateKeyFormats, publicKeyFormats, publicKeyIn } from './key-format-options';
import type words from './locales/en.json';
import { defaultBits, parseBits } from './rsa-bits';

export const rsaKeyPairGenerate = operationOf<typeof words>()({
  id: 'rsa-key-pair-generate',
  description: 'description',
  input: noInput,
  fields: {
    // Kept as typed, so a bad size stays in the field with its error; from a link only digits are
    // taken (and then checked like typed ones).
    bits: textField(String(defaultBits), { pattern: /^\d{1,6}$/, label: 'bits.label' }),
    publicFormat: choiceField('spki', publicKeyFormats, {
      label: 'publicFormat.label',
      choiceLabels: { spki: 'publicFormat.spki', openssh: 'publicFormat.openssh' },
    }),
    privateFormat: choiceField('pkcs1', privateKeyFormats, {
      label: 'privateFormat.label',
      choiceLabels: {
        pkcs1: 'privateFormat.pkcs1',
        pkcs8: 'privateFormat.pkcs8',
        encrypted: 'privateFormat.encrypted',
      },
    }),
    comment: textField('', { label: 'comment.label' }),
    // It protects the private key.
    passphrase: textField('', { sensitive: true, label: 'passphrase.label' }),
  },
  outputs: {
    publicKey: { kind: 'text', label: 'publicKey.label' },
    privateKey: { kind: 'private-key', label: 'privateKey.label' },
    fingerprint: { kind: 'text', label: 'fingerprint' },
  },
  run: async (_, { bits: typed, publicFormat, privateFormat, comment, passphrase }) => {
    const bits = parseBits(typed);
    if (!bits.ok) return bits;
    if (privateFormat === 'encrypted' && passphrase === '') return failure('errors.passphraseRequired');
    // The crypto (and node-forge, for the sizes Web Crypto refuses) loads when the operation runs.
    const [{ generateRsaKeyPairDer }, { keyPairText }, { encryptPrivateKey }] = await Promise.all([
      import('./rsa-key-pair-generator'),
      import('./rsa-key-formats'),
      import('./private-key-encryption'),
    ]);
    const keys = keyPairText(await generateRsaKeyPairDer(bits.value));
    const privateKey =
      privateFormat === 'pkcs1'
        ? keys.privateKeyPem
        : privateFormat === 'pkcs8'
          ? keys.privateKeyPkcs8Pem
          : (await encryptPrivateKey(keys.pkcs1, passphrase)).pem;
    return ok({
      publicKey: publicKeyIn(publicFormat, keys, comment),
      privateKey,
      fingerprint: keys.fingerprintSha256,
    });
  },
  // 4096 bits (the spec's second example) is left out: Node takes several seconds to make one.
  examples: [
    {
      name: 'examples.default',
      input: undefined,
      output: {
        publicKey: {
          matches:
            /^-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[\s\S]+IDAQAB\n-----END PUBLIC KEY-----\n$/,
        },
        privateKey: { matches: /^-----BEGIN RSA PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END RSA PRIVATE KEY-----\n$/ },
        fingerprint: { matches: /^SHA256:[A-Za-z0-9+/]{43}$/ },
      },
    },
    { input: undefined, options: { bits: '100' }, error: 'errors.bits' },
    { input: undefined, options: { bits: '1001' }, error: 'errors.bits' },
    {
      name: 'examples.openSsh',
      input: undefined,
      options: { bits: '512', publicFormat: 'openssh', comment: 'me@laptop' },
      output: { publicKey: { matches: /^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=* me@laptop$/ } },
    },
    {
      name: 'examples.pkcs8',
      input: undefined,
      options: { bits: '512', privateFormat: 'pkcs8' },
      output: { privateKey: { matches: /^-----BEGIN PRIVATE KEY-----\n/ } },
    },
    { input: undefined, options: { privateFormat: 'encrypted' }, error: 'errors.passphraseRequired' },
  ],
});

export const operations = toolOperations(rsaKeyPairGenerate);
