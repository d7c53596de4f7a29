import { noInput, operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, numberTextField, textField } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { encryptedOpenSshPrivateKey, openSshPrivateKey } from './openssh-private-key';
import {
  cleanComment,
  defaultRounds,
  generateSshKeyPair,
  keyTypes,
  parseRounds,
  publicOutputs,
  type PublicOutputs,
} from './ssh-key-generator';
import { fingerprintLine, readPublicKeys } from './ssh-public-key';

const operation = operationOf<typeof words>();

export const generateFields = {
  // The one thing the link keeps (`#type=rsa3072`).
  type: choiceField('ed25519', keyTypes, {
    label: 'generate.type.label',
    choiceLabels: {
      ed25519: 'generate.type.ed25519',
      ecdsa256: 'generate.type.ecdsa256',
      ecdsa384: 'generate.type.ecdsa384',
      ecdsa521: 'generate.type.ecdsa521',
      rsa2048: 'generate.type.rsa2048',
      rsa3072: 'generate.type.rsa3072',
      rsa4096: 'generate.type.rsa4096',
    },
  }),
  // In the page only, as the spec keeps everything but the key type: a comment names a person or host.
  comment: textField('', { sensitive: true, label: 'generate.comment.label' }),
  passphrase: textField('', { sensitive: true, label: 'generate.passphrase.label' }),
  rounds: numberTextField(defaultRounds, { sensitive: true, label: 'generate.rounds.label' }),
};

type Generated = PublicOutputs & { privateKey: string };

export const sshKeyGenerate = operation({
  id: 'ssh-key-generate',
  description: 'descriptions.generate',
  input: noInput,
  fields: generateFields,
  outputs: {
    publicKey: { kind: 'ssh-public-key', label: 'generate.publicKey' },
    privateKey: { kind: 'private-key', label: 'generate.privateKey' },
    fingerprint: { kind: 'text', label: 'outputs.fingerprint' },
    md5Fingerprint: { kind: 'text', label: 'outputs.md5Fingerprint' },
    randomart: { kind: 'text', label: 'outputs.randomart' },
  },
  run: async (_, { type, comment, passphrase, rounds: typedRounds }): Promise<OperationResult<Generated>> => {
    const rounds = passphrase === '' ? undefined : parseRounds(typedRounds);
    if (rounds && !rounds.ok) return rounds;
    const generated = await generateSshKeyPair(type);
    if (!generated.ok) return generated;
    const pair = generated.value;
    const oneLine = cleanComment(comment);
    const privateKey = rounds
      ? await encryptedOpenSshPrivateKey(pair, oneLine, { passphrase, rounds: rounds.value })
      : openSshPrivateKey(pair, oneLine);
    return ok({ ...publicOutputs(pair, oneLine), privateKey });
  },
  examples: [
    {
      name: 'examples.ed25519',
      input: undefined,
      options: { comment: 'deploy@example.test' },
      output: {
        publicKey: { matches: /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43} deploy@example\.test$/ },
        privateKey: {
          matches:
            /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n[A-Za-z0-9+/=\n]+\n-----END OPENSSH PRIVATE KEY-----\n$/,
        },
        fingerprint: { matches: /^256 SHA256:[A-Za-z0-9+/]{43} deploy@example\.test \(ED25519\)$/ },
        md5Fingerprint: { matches: /^MD5:[0-9a-f]{2}(:[0-9a-f]{2}){15}$/ },
        randomart: { matches: /^\+--\[ED25519 256\]--\+\n(\|[ .o+=*BOX@%&#/^SE]{17}\|\n){9}\+----\[SHA256\]-----\+$/ },
      },
    },
    {
      name: 'examples.ecdsaEncrypted',
      input: undefined,
      options: { type: 'ecdsa384', comment: 'ci@example.test', passphrase: 'p@ss phrase ü' },
      output: {
        publicKey: {
          matches:
            /^ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhB[A-Za-z0-9+/]{129}== ci@example\.test$/,
        },
        privateKey: {
          matches:
            /^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAAB[A-D][A-Za-z0-9+/]{7}\n/,
        },
        randomart: { matches: /^\+---\[ECDSA 384\]---\+\n/ },
      },
    },
    {
      name: 'examples.rsa',
      input: undefined,
      options: { type: 'rsa2048' },
      output: {
        publicKey: { matches: /^ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ[CD][A-Za-z0-9+/]{341}$/ },
        fingerprint: { matches: /^2048 SHA256:[A-Za-z0-9+/]{43} no comment \(RSA\)$/ },
        randomart: { matches: /^\+---\[RSA 2048\]----\+\n/ },
      },
    },
    { input: undefined, options: { passphrase: 'secret', rounds: '0' }, error: 'errors.rounds' },
  ],
});

/** `id_ed25519.pub` of the spec's fixtures. */
const sampleEd25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKreKJHwMVUNAsUqVaVIAg8vtR3h4SosBwpMLT7UtWzQ alice@example.test';
const sampleEd25519Fingerprint = '256 SHA256:ynznhGHrQXf8U+LE7XhhhgxqadL7mKIxcGnbh/ebCL0 alice@example.test (ED25519)';

export const sshKeyFingerprint = operation({
  id: 'ssh-key-fingerprint',
  description: 'descriptions.fingerprint',
  input: textInput('ssh-public-key', 'publicKeys'),
  fields: {
    // The spec keeps the inspected lines in the page only, like the keys it makes.
    publicKeys: textField('', { sensitive: true, label: 'inspect.input.label' }),
  },
  // One `ssh-keygen -l` line per key; a bad line is a warning when others are good.
  output: { kind: 'text', label: 'inspect.output' },
  run: (text): OperationResult<string> => {
    const listing = readPublicKeys(text);
    if (!listing.ok) return listing;
    const { keys, errors } = listing.value;
    if (keys.length === 0 && errors.length > 0) return { ok: false, error: errors[0] };
    const value = keys.map(({ key, comment }) => fingerprintLine(key, comment)).join('\n');
    if (errors.length === 0) return ok(value);
    return { ok: true, value, notes: errors.map((error) => ({ ...error, warning: true })) };
  },
  examples: [
    { name: 'examples.ed25519Pub', input: sampleEd25519, output: sampleEd25519Fingerprint },
    {
      name: 'examples.rfc4716',
      input:
        '---- BEGIN SSH2 PUBLIC KEY ----\nComment: "alice@example.test"\nAAAAC3NzaC1lZDI1NTE5AAAAIKreKJHwMVUNAsUqVaVIAg8vtR3h4SosBwpMLT7UtWzQ\n---- END SSH2 PUBLIC KEY ----\n',
      output: sampleEd25519Fingerprint,
    },
    {
      name: 'examples.rsaPub',
      input:
        'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCoY7yOSMKFkED2/jNCfLixtMNd+gT65Bsuhpmg2WvkHIt6tennSyWqSR6HWsipak3bQeWEbuRmf1F0i1JiJ92r8eP86tjdyAIGU2vCGqOxY6m1/oxSNa94X/uSHxvUpAVghYkw+4lbpL2dHXY64HVi+oAFEaQposliJ3sKvMH6/hf97JDv3eoJNafFsQQfueGXb8zytAIYXISW7w19ErKrXoXKV+CUD9GhKdsOU4ViO8twmXk7ziQDV+NPbT1nf1lDT40/Dr80jQ/gmMQk6Pg27INKQDeoRGD6/02oYUs9mtYeV4pQ19GOUJBLQsrIjg4f/eeB6BI071dhUdouD2yrg1oLtMIgZ1YcgQL+TbqgU3PcPmrpYTN6F4REne52seT81f2CNxAxVziREbdyLeIIVVNnILqmTnBdxYwyANroXyb2VwWLYzw/Q6plRvfhANZkjIYYww0F75jmQXbckMJdSI7n8RfJv7CbL/lh7ojfO/qAO/Sg/tE8oHIyKY6zHFU= bob@example.test\n',
      output: '3072 SHA256:niEHm8la5cFDDwCkk9DIIFsacS/zPoj5EoRNUogO3wo bob@example.test (RSA)',
    },
    {
      name: 'examples.authorizedKeys',
      input:
        '# deploy keys\nfrom="10.0.0.0/8",no-agent-forwarding ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKreKJHwMVUNAsUqVaVIAg8vtR3h4SosBwpMLT7UtWzQ alice@example.test\n\necdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBHHvvbvap9I/3ErZBkVpIWujrnwSoVyiXju/9TYcfN6WWm3Js15P73PpnGX7bJlP/LePcJd7aD7oeLAZRVRFIqRcS+yH6OYNUuYSxb0kw33hsuhQCkw72PkSb4R0yvn1+Q== \ncommand="echo hello world",no-pty ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAEXqYsGhxGTMIoDe1SaYvzHV+JdP5V++opbnt77Dm7g+IeEPY1LvDsTsLu3YYp2y8+oXd42RAPZbV+gCoXgF+IcGwDbxHDbG4cfU2mpuoGMutzBsUYsJ7xL9Ogc8CzbKi7Pb0GwEc0qLE5Ity8YEGsYe3XfY6WELUfJQtx+EYIjxKqZag== p521@example.test\n',
      output: [
        sampleEd25519Fingerprint,
        '384 SHA256:b48RT5tPcNqja3InVZb+i2G7iKDOaxatBngZO7zHHuw no comment (ECDSA)',
        '521 SHA256:4CL7vPhArCz8HtXVQufx3Mdk6MqvbQA0igLKBh/+bP4 p521@example.test (ECDSA)',
      ].join('\n'),
    },
    {
      name: 'examples.mismatch',
      input: 'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIKreKJHwMVUNAsUqVaVIAg8vtR3h4SosBwpMLT7UtWzQ x',
      error: 'errors.typeMismatch',
    },
    {
      input: `${sampleEd25519}\nnot a key`,
      output: sampleEd25519Fingerprint,
      notes: ['errors.notPublicKey'],
    },
    {
      input:
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n',
      error: 'errors.privateKey',
    },
  ],
});

export const operations = toolOperations(sshKeyGenerate, sshKeyFingerprint);
