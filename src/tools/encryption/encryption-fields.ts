import { randomHex } from '../../lib/random';
import { choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import {
  cipherAlgorithms,
  cipherOutputFormats,
  defaultCiphertext,
  defaultPlainText,
  defaultSecretKey,
} from './encryption';
import {
  defaultIterations,
  defaultSaltBytes,
  ivBytes,
  keySources,
  maxIterations,
  minIterations,
  rawAesModes,
} from './raw-aes';

// Nothing is stored (the spec: a secret must never be written to storage). The keys, passwords and
// the texts to encrypt are secrets, kept out of links too; ciphertexts, algorithms, salts and IVs
// are what one shares to have a text decrypted.
export const encryptionFields = defineFields({
  text: textField(defaultPlainText, { sensitive: true }),
  encryptKey: textField(defaultSecretKey, { sensitive: true }),
  encryptAlgorithm: choiceField('AES', cipherAlgorithms),
  outputFormat: choiceField('Base64', cipherOutputFormats),
  ciphertext: textField(defaultCiphertext),
  decryptKey: textField(defaultSecretKey, { sensitive: true }),
  decryptAlgorithm: choiceField('AES', cipherAlgorithms),
});

// The raw AES card. Its key, salt and IV start random, made in the browser.
export const rawAesFields = defineFields({
  aesMode: choiceField('AES-GCM', rawAesModes),
  aesKeySource: choiceField('Hex key', keySources),
  aesKey: textField('', { sensitive: true, generate: () => randomHex(32) }),
  aesPassword: textField('', { sensitive: true }),
  aesSalt: textField('', { generate: () => randomHex(defaultSaltBytes) }),
  aesIterations: integerField(defaultIterations, { min: minIterations, max: maxIterations }),
  aesIv: textField('', { generate: () => randomHex(ivBytes['AES-GCM']) }),
  aesText: textField('', { sensitive: true }),
  aesCiphertext: textField(''),
});
