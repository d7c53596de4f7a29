import { noInput, operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { failure } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { choiceField, textField } from '../../lib/tool-state/fields';
import {
  defaultWordCount,
  entropyHexToMnemonic,
  mnemonicSeedHex,
  mnemonicToEntropyHex,
  randomEntropyHex,
  wordCounts,
  type WordCount,
} from './bip39-generator';
import type words from './locales/en.json';
import {
  bip39LanguageNames,
  bip39Languages,
  defaultBip39Language,
  loadWordlist,
  type Bip39Language,
} from './wordlists';

const operation = operationOf<typeof words>();

export type WordCountText = `${WordCount}`;
export const wordCountTexts = wordCounts.map((count): WordCountText => `${count}`);

// Nothing is stored (the spec: secrets). The entropy, the phrase (of which the one typed last is
// filled, see bip39Input) and the seed passphrase are secrets, kept out of links too.
const language = choiceField(defaultBip39Language, bip39Languages, {
  label: 'language.label',
  choiceLabels: bip39LanguageNames,
});
const wordCount = choiceField(`${defaultWordCount}`, wordCountTexts, { label: 'words.label' });
const entropy = textField('', { sensitive: true, label: 'entropy.label' });
const mnemonic = textField('', { sensitive: true, label: 'mnemonic.label' });
const passphrase = textField('', { sensitive: true, label: 'seed.passphrase.label' });

/** The language's word list, or why it is not here (a chunk that did not load). */
async function wordlistOf(chosen: Bip39Language) {
  try {
    return ok(await loadWordlist(chosen));
  } catch {
    return failure('errors.wordlistUnavailable', { language: chosen });
  }
}

const legalWinner = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const englishWord = '[a-z]{3,8}';

export const bip39Generate = operation({
  id: 'bip39-generate',
  description: 'descriptions.generate',
  input: noInput,
  fields: { language, words: wordCount },
  outputs: {
    entropy: { kind: 'hex', label: 'entropy.label' },
    mnemonic: { kind: 'mnemonic', label: 'mnemonic.label' },
  },
  run: async (_, values) => {
    const list = await wordlistOf(values.language);
    if (!list.ok) return list;
    const hex = randomEntropyHex(Number(values.words) as WordCount);
    const phrase = entropyHexToMnemonic(hex, list.value);
    return phrase.ok ? ok({ entropy: hex, mnemonic: phrase.value }) : phrase;
  },
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      output: {
        entropy: { matches: /^[0-9a-f]{32}$/ },
        mnemonic: { matches: new RegExp(`^${englishWord}( ${englishWord}){11}$`) },
      },
    },
    {
      name: 'examples.long',
      input: undefined,
      options: { words: '24' },
      output: {
        entropy: { matches: /^[0-9a-f]{64}$/ },
        mnemonic: { matches: new RegExp(`^${englishWord}( ${englishWord}){23}$`) },
      },
    },
  ],
});

export const bip39ToMnemonic = operation({
  id: 'bip39-entropy-to-mnemonic',
  description: 'descriptions.toMnemonic',
  input: textInput('hex', 'entropy'),
  fields: { language, entropy },
  output: { kind: 'mnemonic', label: 'mnemonic.label' },
  run: async (hex, values) => {
    const list = await wordlistOf(values.language);
    return list.ok ? entropyHexToMnemonic(hex, list.value) : list;
  },
  examples: [
    { name: 'examples.legalWinner', input: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', output: legalWinner },
    {
      name: 'examples.french',
      input: '00000000000000000000000000000000',
      options: { language: 'french' },
      output: `${'abaisser '.repeat(11)}abeille`,
    },
    { name: 'examples.badEntropy', input: 'abc', error: 'errors.entropyLength' },
  ],
});

export const bip39ToEntropy = operation({
  id: 'bip39-mnemonic-to-entropy',
  description: 'descriptions.toEntropy',
  input: textInput('mnemonic', 'mnemonic'),
  fields: { language, mnemonic },
  output: { kind: 'hex', label: 'entropy.label' },
  run: async (phrase, values) => {
    const list = await wordlistOf(values.language);
    return list.ok ? mnemonicToEntropyHex(phrase, list.value) : list;
  },
  examples: [
    {
      name: 'examples.scheme',
      input: 'scheme spot photo card baby mountain device kick cradle pact join borrow',
      output: 'c0ba5a8e914111210f2bd131f3d5e08d',
    },
    {
      name: 'examples.badChecksum',
      input: 'legal winner thank year wave sausage worth useful legal winner thank zoo',
      error: 'errors.invalidMnemonic',
    },
  ],
});

export const bip39Seed = operation({
  id: 'bip39-seed',
  description: 'descriptions.seed',
  input: textInput('mnemonic', 'mnemonic'),
  fields: { language, mnemonic, passphrase },
  output: { kind: 'hex', label: 'seed.label' },
  run: async (phrase, values) => {
    const list = await wordlistOf(values.language);
    if (!list.ok) return list;
    // Only a valid phrase has a seed here, as on the page.
    const valid = mnemonicToEntropyHex(phrase, list.value);
    return valid.ok ? ok(await mnemonicSeedHex(phrase, values.passphrase)) : valid;
  },
  examples: [
    {
      name: 'examples.trezor',
      input: `${'abandon '.repeat(11)}about`,
      options: { passphrase: 'TREZOR' },
      output:
        'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    },
  ],
});

export const operations = toolOperations(bip39Generate, bip39ToMnemonic, bip39ToEntropy, bip39Seed);

/** The page's fields: every operation's, once. */
export const bip39Fields = { language, words: wordCount, entropy, mnemonic, passphrase };
