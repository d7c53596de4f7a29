import { defaultDigestEncoding, digestEncodingLabels, digestEncodings } from '../../lib/hash/digest-encoding';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import { compareNote, digestAll, encodeDigests, matchingAlgorithms } from './hash-text';
import type words from './locales/en.json';

export const hashText = operationOf<typeof words>()({
  id: 'hash-text',
  input: textInput('text', 'text'),
  fields: {
    text: textField('', { label: 'text.label' }),
    encoding: choiceField(defaultDigestEncoding, digestEncodings, {
      label: 'encoding.label',
      choiceLabels: digestEncodingLabels,
    }),
    compare: textField('', { label: 'compare.label' }),
  },
  // One digest per algorithm, in the page's order, by the algorithm's name.
  outputs: {
    MD5: { kind: 'text', label: 'algorithms.MD5' },
    SHA1: { kind: 'text', label: 'algorithms.SHA1' },
    SHA256: { kind: 'text', label: 'algorithms.SHA256' },
    SHA224: { kind: 'text', label: 'algorithms.SHA224' },
    SHA512: { kind: 'text', label: 'algorithms.SHA512' },
    SHA384: { kind: 'text', label: 'algorithms.SHA384' },
    'SHA3-256': { kind: 'text', label: 'algorithms.SHA3-256' },
    'SHA3-512': { kind: 'text', label: 'algorithms.SHA3-512' },
    'Keccak-512': { kind: 'text', label: 'algorithms.Keccak-512' },
    RIPEMD160: { kind: 'text', label: 'algorithms.RIPEMD160' },
  },
  run: (text, { encoding, compare }) => {
    const digests = digestAll(text);
    const value = encodeDigests(digests, encoding);
    if (compare.trim() === '') return ok(value);
    return { ok: true, value, notes: [compareNote(matchingAlgorithms(digests, compare))] };
  },
  examples: [
    {
      name: 'examples.hello',
      input: 'hello',
      output: {
        MD5: '5d41402abc4b2a76b9719d911017c592',
        SHA1: 'aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d',
        SHA256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
        'SHA3-256': '3338be694f50c5f338814986cdf0686453a888b84f424d792af4b9202398f392',
        'Keccak-512':
          '52fa80662e64c128f8389c9ea6c73d4c02368004bf4463491900d11aaadca39d47de1b01361f207c512cfa79f0f92c3395c67ff7928e3f5ce3e3c852b392f976',
      },
    },
    {
      name: 'examples.empty',
      input: '',
      output: {
        MD5: 'd41d8cd98f00b204e9800998ecf8427e',
        SHA1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
        SHA256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'SHA3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
      },
    },
    {
      name: 'examples.base64',
      input: 'hello',
      options: { encoding: 'Base64' },
      output: { SHA256: 'LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=' },
    },
    {
      name: 'examples.base64url',
      input: 'hello',
      options: { encoding: 'Base64url' },
      output: { SHA256: 'LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ', MD5: 'XUFAKrxLKna5cZ2REBfFkg' },
    },
    {
      name: 'examples.binary',
      input: '',
      options: { encoding: 'Bin' },
      output: { MD5: { matches: /^11010100000111011000110011011001[01]{96}$/ } },
    },
    {
      name: 'examples.compare',
      input: 'hello',
      options: { compare: ' 2CF24DBA5FB0A30E26E83B2AC5B9E29E1B161E5C1FA7425E73043362938B9824 ' },
      output: { SHA256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' },
      notes: ['notes.matches'],
    },
  ],
});

export const operations = toolOperations(hashText);
