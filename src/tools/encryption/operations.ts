import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { randomHex } from '../../lib/random';
import { ok } from '../../lib/result';
import { choiceField, integerField, textField } from '../../lib/tool-state/fields';
import {
  cipherAlgorithms,
  cipherOutputFormats,
  decryptText,
  defaultCiphertext,
  defaultPlainText,
  defaultSecretKey,
  encryptText,
} from './encryption';
import type words from './locales/en.json';
import {
  defaultIterations,
  defaultSaltBytes,
  ivBytes,
  keySources,
  maxIterations,
  minIterations,
  parseCiphertextHex,
  rawAesDecrypt,
  rawAesEncrypt,
  rawAesModes,
  rawAesParams,
  type RawAesKeyInput,
} from './raw-aes';

const operation = operationOf<typeof words>();

const saltedBase64 = /^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}$/;

// Nothing is stored (the spec: a secret must never be written to storage). The keys, passwords and
// the texts to encrypt are secrets, kept out of links too; ciphertexts, algorithms, salts and IVs
// are what one shares to have a text decrypted.

export const textEncrypt = operation({
  id: 'text-encrypt',
  description: 'encrypt.description',
  input: textInput('text', 'text'),
  fields: {
    text: textField(defaultPlainText, { sensitive: true, label: 'encrypt.text.label' }),
    encryptKey: textField(defaultSecretKey, { sensitive: true, label: 'key.label' }),
    encryptAlgorithm: choiceField('AES', cipherAlgorithms, { label: 'algorithm' }),
    outputFormat: choiceField('Base64', cipherOutputFormats, { label: 'encrypt.format' }),
  },
  output: { kind: 'text', label: 'encrypt.output.label' },
  run: (text, { encryptKey, encryptAlgorithm, outputFormat }) =>
    ok(encryptText(text, encryptKey, encryptAlgorithm, { format: outputFormat })),
  examples: [
    { name: 'examples.aes', input: defaultPlainText, output: { matches: saltedBase64 } },
    {
      name: 'examples.tripleDes',
      input: defaultPlainText,
      options: { encryptAlgorithm: 'TripleDES' },
      output: { matches: saltedBase64 },
    },
    {
      name: 'examples.rabbit',
      input: defaultPlainText,
      options: { encryptAlgorithm: 'Rabbit' },
      output: { matches: saltedBase64 },
    },
    {
      name: 'examples.rc4',
      input: defaultPlainText,
      options: { encryptAlgorithm: 'RC4' },
      output: { matches: saltedBase64 },
    },
  ],
});

export const textDecrypt = operation({
  id: 'text-decrypt',
  description: 'decrypt.description',
  input: textInput('text', 'ciphertext'),
  fields: {
    ciphertext: textField(defaultCiphertext, { label: 'decrypt.ciphertext.label', help: 'decrypt.ciphertext.help' }),
    decryptKey: textField(defaultSecretKey, { sensitive: true, label: 'key.label' }),
    decryptAlgorithm: choiceField('AES', cipherAlgorithms, { label: 'algorithm' }),
  },
  output: { kind: 'text', label: 'decrypt.output.label' },
  run: (ciphertext, { decryptKey, decryptAlgorithm }) => decryptText(ciphertext, decryptKey, decryptAlgorithm),
  examples: [
    { name: 'examples.defaults', input: defaultCiphertext, output: defaultPlainText },
    {
      name: 'examples.rabbitBunny',
      input: 'U2FsdGVkX1/hHXq2LtfXZF8MmrwxIec4HvW0cRxXu/sdYQ==',
      options: { decryptKey: 'bunny', decryptAlgorithm: 'Rabbit' },
      output: 'Rabbit cipher text',
    },
    {
      name: 'examples.wrongKey',
      input: defaultCiphertext,
      options: { decryptKey: 'wrong key' },
      error: 'errors.decrypt',
    },
    { input: '', output: '' },
  ],
});

// The raw AES card's key and IV. Its key, salt and IV start random, made in the browser.
const aesKeyFields = {
  aesMode: choiceField('AES-GCM', rawAesModes, { label: 'aes.mode' }),
  aesKeySource: choiceField('Hex key', keySources, {
    label: 'aes.keySource.label',
    choiceLabels: { 'Hex key': 'aes.keySource.hex', PBKDF2: 'aes.keySource.pbkdf2' },
  }),
  aesKey: textField('', { sensitive: true, generate: () => randomHex(32), label: 'aes.key.label' }),
  aesPassword: textField('', { sensitive: true, label: 'aes.password.label' }),
  aesSalt: textField('', { generate: () => randomHex(defaultSaltBytes), label: 'aes.salt.label' }),
  aesIterations: integerField(defaultIterations, { min: minIterations, max: maxIterations, label: 'aes.iterations' }),
  aesIv: textField('', { generate: () => randomHex(ivBytes['AES-GCM']), label: 'aes.iv.label' }),
};

const keyInput = (values: {
  aesMode: RawAesKeyInput['mode'];
  aesKeySource: RawAesKeyInput['keySource'];
  aesKey: string;
  aesPassword: string;
  aesSalt: string;
  aesIterations: number;
  aesIv: string;
}): RawAesKeyInput => ({
  mode: values.aesMode,
  keySource: values.aesKeySource,
  keyHex: values.aesKey,
  password: values.aesPassword,
  saltHex: values.aesSalt,
  iterations: values.aesIterations,
  ivHex: values.aesIv,
});

const openSslKey = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const gcmIv = 'cafebabefacedbaddecaf888';
const cbcIv = '000102030405060708090a0b0c0d0e0f';

export const aesEncrypt = operation({
  id: 'aes-encrypt',
  description: 'aes.encryptDescription',
  input: textInput('text', 'aesText'),
  fields: { ...aesKeyFields, aesText: textField('', { sensitive: true, label: 'aes.text.label' }) },
  output: { kind: 'hex', label: 'aes.ciphertext.label' },
  run: async (text, values) => {
    const params = await rawAesParams(keyInput(values));
    return params.ok ? ok(await rawAesEncrypt(text, params.value)) : params;
  },
  examples: [
    {
      name: 'examples.gcm',
      input: 'Lorem ipsum dolor sit amet',
      options: { aesKey: openSslKey, aesIv: gcmIv },
      output: 'c6ccd243c75a266b357e30fd1f72e5507f00b338ab390b192bab8aade710ad6c0e4102536828c6bcda9b',
    },
    {
      name: 'examples.cbc',
      input: 'Ünïcødé ✓',
      options: { aesMode: 'AES-CBC', aesKey: openSslKey.slice(0, 32), aesIv: cbcIv },
      output: 'e34de6dc2c3067e784f3162d88dbb375',
    },
    {
      name: 'examples.pbkdf2',
      input: 'derived',
      options: { aesKeySource: 'PBKDF2', aesPassword: 'password', aesSalt: '73616c74', aesIterations: 1, aesIv: gcmIv },
      output: '385da8d0d9af6774554b76933a9c31d8870746c187ec3a',
    },
    { input: 'text', options: { aesKey: 'abc', aesIv: gcmIv }, error: 'errors.key' },
    { input: 'text', options: { aesKey: openSslKey, aesIv: '00' }, error: 'errors.iv' },
  ],
});

export const aesDecrypt = operation({
  id: 'aes-decrypt',
  description: 'aes.decryptDescription',
  input: textInput('hex', 'aesCiphertext'),
  fields: { ...aesKeyFields, aesCiphertext: textField('', { label: 'aes.toDecrypt.label' }) },
  output: { kind: 'text', label: 'aes.decrypted.label' },
  run: async (ciphertextHex, values) => {
    const ciphertext = parseCiphertextHex(ciphertextHex);
    if (!ciphertext.ok) return ciphertext;
    const params = await rawAesParams(keyInput(values));
    return params.ok ? rawAesDecrypt(ciphertext.value, params.value) : params;
  },
  examples: [
    {
      name: 'examples.gcm',
      input: 'c6ccd243c75a266b357e30fd1f72e5507f00b338ab390b192bab8aade710ad6c0e4102536828c6bcda9b',
      options: { aesKey: openSslKey, aesIv: gcmIv },
      output: 'Lorem ipsum dolor sit amet',
    },
    {
      input: 'c6ccd243c75a266b357e30fd1f72e5507f00b338ab390b192bab8aade710ad6c0e4102536828c6bcda9c',
      options: { aesKey: openSslKey, aesIv: gcmIv },
      error: 'errors.decrypt',
    },
    { input: 'not hex', options: { aesKey: openSslKey, aesIv: gcmIv }, error: 'errors.ciphertextHex' },
  ],
});

export const operations = toolOperations(textEncrypt, textDecrypt, aesEncrypt, aesDecrypt);
