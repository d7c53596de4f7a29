import { failure, type Message } from '../../lib/operation/message';
import { bytesInput, operationOf, toolOperations, type Note } from '../../lib/operation/operation';
import { choiceField, textField, type Field } from '../../lib/tool-state/fields';
import {
  defaultAlgorithms,
  formatAlgorithmList,
  inPageOrder,
  parseAlgorithmList,
  type AlgorithmId,
} from './algorithms';
import {
  algorithmsNeeded,
  checksumsAlgorithms,
  ignoredNotes,
  parseListing,
  verificationText,
  verifyListing,
} from './checksums-listing';
import {
  addedToCompare,
  bsdLines,
  compareNote,
  digestEncodingLabels,
  digestEncodings,
  hashChunks,
  inChunks,
  matchingAlgorithm,
  readExpectedChecksum,
} from './file-hash';
import type words from './locales/en.json';

const operation = operationOf<typeof words>();

/** The ticked algorithms, `md5,sha1,sha256` in a link (`#algorithms=md5,sha256`); empty when none is ticked. */
const algorithmsField: Field<string> = {
  ...textField(formatAlgorithmList(defaultAlgorithms), {
    persist: true,
    label: 'algorithms.label',
    help: 'algorithms.help',
  }),
  parse: (text) => {
    const list = parseAlgorithmList(text);
    return list && formatAlgorithmList(list);
  },
};

/** The fields of the page's "Files" card. */
export const filesFields = {
  algorithms: algorithmsField,
  encoding: choiceField('hex', digestEncodings, {
    persist: true,
    label: 'encoding.label',
    choiceLabels: digestEncodingLabels,
  }),
  expected: textField('', { label: 'expected.label' }),
};

/** The fields of the page's "Verify a checksums file" card. */
export const verifyFields = {
  // Possibly large: in the page only, never in a link or storage.
  checksums: textField('', { sensitive: true, label: 'checksums.label' }),
  checksumsAlgorithm: choiceField('auto', checksumsAlgorithms, {
    label: 'checksumsAlgorithm.label',
    choiceLabels: Object.fromEntries(
      checksumsAlgorithms.map((id) => [id, id === 'auto' ? 'checksumsAlgorithm.auto' : `algorithmNames.${id}`]),
    ),
  }),
};

// Outside a page a file's bytes come without its name: the command line gives it as an option.
const nameField = textField('-', { label: 'name.label', help: 'name.help' });
const listingNameField = textField('', { label: 'checksumsName.label', help: 'checksumsName.help' });

const ascii = (text: string) => new TextEncoder().encode(text);

const abc = ascii('abc');
/** `lorem.txt` of the spec: five sentences three times, a line each. */
const lorem = ascii(
  `${Array.from({ length: 3 }, () =>
    [
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
      'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris.',
      'Duis aute irure dolor in reprehenderit in voluptate velit esse.',
      'Excepteur sint occaecat cupidatat non proident, sunt in culpa.',
    ].join('\n'),
  ).join('\n')}\n`,
);
/** `sample.bin` of the spec: bytes 0–255 sixteen times. */
const sample = Uint8Array.from({ length: 4096 }, (_, index) => index % 256);

/** The algorithms ticked, or the message that none is. */
function tickedAlgorithms(text: string): AlgorithmId[] | Message {
  const list = parseAlgorithmList(text) ?? [];
  return list.length > 0 ? list : { code: 'errors.noAlgorithm' };
}

export const fileHash = operation({
  id: 'file-hash',
  input: bytesInput('file', 'files.label'),
  fields: { ...filesFields, name: nameField },
  output: { kind: 'text', label: 'output.checksums' },
  run: async (bytes, { algorithms: ticked, encoding, expected, name }) => {
    const chosen = tickedAlgorithms(ticked);
    if (!Array.isArray(chosen)) return failure(chosen.code);
    const expectedDigest = readExpectedChecksum(expected);
    if (expectedDigest && !expectedDigest.ok) return expectedDigest;
    const wanted = inPageOrder([...chosen, ...addedToCompare(expectedDigest?.value, chosen)]);
    const digests = await hashChunks(inChunks(bytes), wanted);
    const value = bsdLines(name, digests, encoding).join('\n');
    if (!expectedDigest) return { ok: true, value };
    const notes: Note[] = [compareNote(matchingAlgorithm(expectedDigest.value, digests))];
    return { ok: true, value, notes };
  },
  examples: [
    {
      name: 'examples.abc',
      input: abc,
      options: { name: 'abc.txt' },
      output: [
        'MD5 (abc.txt) = 900150983cd24fb0d6963f7d28e17f72',
        'SHA1 (abc.txt) = a9993e364706816aba3e25717850c26c9cd0d89d',
        'SHA256 (abc.txt) = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ].join('\n'),
    },
    {
      name: 'examples.abcMore',
      input: abc,
      options: { name: 'abc.txt', algorithms: 'sha3-256,blake3,crc32' },
      output: [
        'SHA3-256 (abc.txt) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
        'BLAKE3 (abc.txt) = 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
        'CRC32 (abc.txt) = 352441c2',
      ].join('\n'),
    },
    {
      name: 'examples.lorem',
      input: lorem,
      options: { name: 'lorem.txt', algorithms: 'blake2b-512,crc32' },
      output: [
        'BLAKE2b (lorem.txt) = 51923d6cc4440728421a650e0bbbf948f4d23438b511e19b1d62f7efd00cab503621a32089db61e284e23a44e3f8be2ac4e88c87486b60cac9e0d1c5724f4c3a',
        'CRC32 (lorem.txt) = a1ce56c6',
      ].join('\n'),
    },
    {
      name: 'examples.sampleBase64',
      input: sample,
      options: {
        name: 'sample.bin',
        encoding: 'base64',
        expected:
          '034A1BD3AD5DBDDF6C9AED6B1705661487E110DC7E158FE330C94363E8FFB53B1C92F883010FD73CE8A86115B7B4712BA0F3A9279760ED6220A5773EB54425F0',
      },
      output: [
        'MD5 (sample.bin) = K808TeIMkY4Z+rXDYknHDQ==',
        'SHA1 (sample.bin) = 6d3tjIRhTolFAZZa9gwlJXlKjH0=',
        'SHA256 (sample.bin) = yPXQNB1U2VGnGxNubir8sU0R7YSJp64Sao/uDfbs8ZM=',
        'SHA512 (sample.bin) = A0ob061dvd9smu1rFwVmFIfhENx+FY/jMMlDY+j/tTsckviDAQ/XPOioYRW3tHEroPOpJ5dg7WIgpXc+tUQl8A==',
        // Every 64-byte algorithm is added to compare: SHA-512 matches.
        'BLAKE2b (sample.bin) = 4mcZOG0bOQtqvl7Klzeoil8ss2XOG8fU4yQKf5+Bd5IrasgqkXKsRYdGP37yGSUJ0Q647dHW+dCWL30GvwxrRw==',
      ].join('\n'),
      notes: ['compare.matches'],
    },
    {
      name: 'examples.mismatch',
      input: abc,
      options: { name: 'abc.txt', expected: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      output: { matches: /^SHA256 \(abc\.txt\) = ba7816bf/m },
      notes: ['compare.noMatch'],
    },
    {
      name: 'examples.empty',
      input: new Uint8Array(),
      options: { name: 'empty.bin', algorithms: 'md5,sha256' },
      output: [
        'MD5 (empty.bin) = d41d8cd98f00b204e9800998ecf8427e',
        'SHA256 (empty.bin) = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    },
    { input: new Uint8Array(), options: { expected: 'xyz' }, error: 'errors.notChecksum' },
    { input: abc, options: { algorithms: '' }, error: 'errors.noAlgorithm' },
  ],
});

export const fileHashVerify = operation({
  id: 'file-hash-verify',
  description: 'verify.description',
  input: bytesInput('file', 'files.label'),
  fields: { ...verifyFields, name: nameField, checksumsName: listingNameField },
  output: { kind: 'text', label: 'verify.results' },
  run: async (bytes, { checksums, checksumsAlgorithm, name, checksumsName }) => {
    const listing = parseListing(checksums, { algorithm: checksumsAlgorithm, listingName: checksumsName });
    const needed = algorithmsNeeded(listing, [name]).get(0) ?? [];
    const digests = needed.length > 0 ? await hashChunks(inChunks(bytes), needed) : {};
    const value = verificationText(verifyListing(listing, [{ name, digests }]));
    const notes: Note[] = ignoredNotes(listing.ignored).map((note) => ({ ...note, warning: true }));
    return notes.length > 0 ? { ok: true, value, notes } : { ok: true, value };
  },
  examples: [
    {
      name: 'examples.verifyGnu',
      input: lorem,
      options: {
        name: 'lorem.txt',
        checksums: [
          '88ddafc6b255c23d619c961e8c9da9e0a6ae4f5214b64d6fa751ad298bbf53e9 *lorem.txt',
          'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  ./dist/missing.iso',
        ].join('\n'),
      },
      output: ['lorem.txt: OK (SHA-256)', './dist/missing.iso: missing (SHA-256)', '1 OK, 1 missing'].join('\n'),
    },
    {
      name: 'examples.verifyTagged',
      input: abc,
      options: {
        name: 'abc.txt',
        checksums: [
          'SHA3-256 (abc.txt) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
          'MD5 (abc.txt) = 900150983cd24fb0d6963f7d28e17f73',
          'garbage',
        ].join('\n'),
      },
      output: ['abc.txt: OK (SHA3-256)', 'abc.txt: FAILED (MD5)', '1 OK, 1 FAILED'].join('\n'),
      notes: ['verify.ignored.notChecksum'],
    },
    {
      name: 'examples.verifyLone',
      input: abc,
      options: { checksums: '352441c2', name: 'abc.txt' },
      output: ['abc.txt: OK (CRC32)', '1 OK'].join('\n'),
    },
  ],
});

export const operations = toolOperations(fileHash, fileHashVerify);
