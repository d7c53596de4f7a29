import { digestEncodingLabels, digestEncodings } from '../../lib/hash/digest-encoding';
import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import {
  computeHmac,
  defaultHmacAlgorithm,
  defaultHmacEncoding,
  defaultKeyEncoding,
  expectedNote,
  hmacAlgorithmIds,
  keyEncodings,
} from './hmac-generator';
import type words from './locales/en.json';

const fox = 'The quick brown fox jumps over the lazy dog';

// Nothing is stored (the spec). The key is a secret, kept out of links too; the text and an
// expected HMAC are what one shares to have a signature checked.
export const hmacGenerate = operationOf<typeof words>()({
  id: 'hmac-generate',
  input: textInput('text', 'text'),
  fields: {
    text: textField('', { label: 'text.label' }),
    key: textField('', { sensitive: true, label: 'key.label' }),
    keyEncoding: choiceField(defaultKeyEncoding, keyEncodings, {
      label: 'keyEncoding.label',
      choiceLabels: { text: 'keyEncoding.text', hex: 'keyEncoding.hex', base64: 'keyEncoding.base64' },
    }),
    algorithm: choiceField(defaultHmacAlgorithm, hmacAlgorithmIds, { label: 'algorithm.label' }),
    encoding: choiceField(defaultHmacEncoding, digestEncodings, {
      label: 'encoding.label',
      // The reference's own name for Base64url in this tool.
      choiceLabels: { ...digestEncodingLabels, Base64url: 'encoding.base64url' },
    }),
    expected: textField('', { label: 'expected.label' }),
    // The page's table of every function's HMAC.
    showAll: booleanField(false, { label: 'showAll.label' }),
  },
  output: { kind: 'text', label: 'output.label' },
  run: (text, { key, keyEncoding, algorithm, encoding, expected }): OperationResult<string> => {
    const hmac = computeHmac(text, key, { algorithm, encoding, keyEncoding });
    if (!hmac.ok) return hmac;
    if (expected.trim() === '') return ok(hmac.value.encoded);
    return { ok: true, value: hmac.value.encoded, notes: [expectedNote(hmac.value.mac, expected)] };
  },
  examples: [
    {
      name: 'examples.sha256',
      input: fox,
      options: { key: 'key' },
      output: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    },
    {
      name: 'examples.md5',
      input: fox,
      options: { key: 'key', algorithm: 'MD5' },
      output: '80070713463e7749b90c2dc24911e275',
    },
    {
      name: 'examples.sha1',
      input: fox,
      options: { key: 'key', algorithm: 'SHA1' },
      output: 'de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9',
    },
    {
      name: 'examples.base64',
      input: fox,
      options: { key: 'key', encoding: 'Base64' },
      output: '97yD9DBThCSxMpjmqm+xQ+9NWaFJRhdZl0edvC0aPNg=',
    },
    {
      name: 'examples.hexKey',
      input: fox,
      options: { key: '6b 65 79', keyEncoding: 'hex' },
      output: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    },
    {
      name: 'examples.badHexKey',
      input: fox,
      options: { key: 'key', keyEncoding: 'hex' },
      error: 'errors.invalidHexKey',
    },
    {
      name: 'examples.expected',
      input: fox,
      options: { key: 'key', expected: 'sha256=F7BC83F430538424B13298E6AA6FB143EF4D59A14946175997479DBC2D1A3CD8' },
      output: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
      notes: ['notes.matches'],
    },
  ],
});

export const operations = toolOperations(hmacGenerate);
