import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { defaultWordCount, wordCounts, type WordCount } from './bip39-generator';
import { bip39Languages, defaultBip39Language } from './wordlists';

export type WordCountText = `${WordCount}`;
export const wordCountTexts = wordCounts.map((count): WordCountText => `${count}`);

// Nothing is stored (the spec: secrets). The entropy, the phrase (of which the one typed last is
// filled, see bip39Input) and the seed passphrase are secrets, kept out of links too.
export const bip39Fields = defineFields({
  language: choiceField(defaultBip39Language, bip39Languages),
  words: choiceField(`${defaultWordCount}`, wordCountTexts),
  entropy: textField('', { sensitive: true }),
  mnemonic: textField('', { sensitive: true }),
  passphrase: textField('', { sensitive: true }),
});
