import { describe, expect, it } from 'vitest';
import {
  bip39Input,
  bip39View,
  entropyBytesFor,
  entropyHexToMnemonic,
  entropyLengthMessage,
  entropyNotHexMessage,
  invalidMnemonicMessage,
  mnemonicAsNumberedList,
  mnemonicSeedHex,
  mnemonicToEntropyHex,
  normalizeMnemonic,
  parseEntropy,
  randomEntropyHex,
  wordCounts,
} from './bip39-generator';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';
import { bip39LanguageNames, bip39Languages, loadedWordlist, loadWordlist, type Bip39Language } from './wordlists';

const english = loadedWordlist('english') ?? [];
const legalWinner = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const abandonAbout = `${'abandon '.repeat(11)}about`;

describe('bip39Input', () => {
  it('reads the phrase when one is typed, else the entropy', () => {
    expect(bip39Input('7f7f', '')).toEqual({ source: 'entropy', text: '7f7f' });
    expect(bip39Input('', legalWinner)).toEqual({ source: 'mnemonic', text: legalWinner });
    expect(bip39Input('', ' ')).toEqual({ source: 'mnemonic', text: ' ' });
    expect(bip39Input('', '')).toEqual({ source: 'entropy', text: '' });
  });
});

describe('bad entropy', () => {
  it("empties the mnemonic and says why, in the spec's words", () => {
    expect(bip39View({ source: 'entropy', text: 'abc' }, english)).toEqual({
      entropy: 'abc',
      mnemonic: '',
      entropyError: entropyLengthMessage,
    });
    expect(inEnglish(entropyLengthMessage, words)).toBe(
      'Entropy must be 32, 40, 48, 56 or 64 hex characters (128–256 bits)',
    );
    expect(inEnglish(entropyNotHexMessage, words)).toBe('Entropy must be hexadecimal');
    expect(inEnglish(invalidMnemonicMessage, words)).toBe('Invalid mnemonic');
  });
});

describe('official English vectors (TREZOR passphrase)', () => {
  it.each([
    ['00000000000000000000000000000000', abandonAbout],
    ['7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f', legalWinner],
    ['ffffffffffffffffffffffffffffffff', `${'zoo '.repeat(11)}wrong`],
    ['0'.repeat(64), `${'abandon '.repeat(23)}art`],
    ['f'.repeat(64), `${'zoo '.repeat(23)}vote`],
    ['0'.repeat(48), `${'abandon '.repeat(17)}agent`],
  ])('%s ↔ %s', (entropy, mnemonic) => {
    expect(entropyHexToMnemonic(entropy, english)).toEqual({ ok: true, value: mnemonic });
    expect(mnemonicToEntropyHex(mnemonic, english)).toEqual({ ok: true, value: entropy });
  });

  it('"legal winner …" with "TREZOR" → its seed', async () => {
    await expect(mnemonicSeedHex(legalWinner, 'TREZOR')).resolves.toBe(
      '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
    );
  });

  it('an empty passphrase gives another seed than "TREZOR"', async () => {
    const seed = await mnemonicSeedHex(abandonAbout, '');
    expect(seed).toMatch(/^[0-9a-f]{128}$/);
    expect(seed).not.toBe(await mnemonicSeedHex(abandonAbout, 'TREZOR'));
  });
});

describe('parseEntropy', () => {
  it.each([
    ['0'.repeat(32), 16],
    ['a'.repeat(40), 20],
    ['B'.repeat(48), 24],
    ['c'.repeat(56), 28],
    ['7F'.repeat(32), 32],
    [`  ${'0'.repeat(32)}\n`, 16],
  ])('accepts %j (%i bytes)', (text, bytes) => {
    const parsed = parseEntropy(text);
    expect(parsed.ok && parsed.value.length).toBe(bytes);
  });

  it.each([
    ['abc', entropyLengthMessage],
    ['', entropyLengthMessage],
    ['0'.repeat(16), entropyLengthMessage],
    ['0'.repeat(24), entropyLengthMessage],
    ['0'.repeat(36), entropyLengthMessage],
    ['0'.repeat(66), entropyLengthMessage],
    ['xyz', entropyNotHexMessage],
    ['0x' + '0'.repeat(30), entropyNotHexMessage],
    ['g'.repeat(32), entropyNotHexMessage],
    ['0000 0000 0000 0000 0000 0000 0000 0000', entropyNotHexMessage],
  ])('refuses %j: %s', (text, error) => {
    expect(parseEntropy(text)).toEqual({ ok: false, error });
  });

  it('is case-insensitive', () => {
    expect(entropyHexToMnemonic('7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F', english)).toEqual({ ok: true, value: legalWinner });
  });
});

describe('randomEntropyHex', () => {
  it.each(wordCounts)('makes entropy for %i words', (words) => {
    const hex = randomEntropyHex(words);
    expect(hex).toMatch(new RegExp(`^[0-9a-f]{${entropyBytesFor(words) * 2}}$`));
    const mnemonic = entropyHexToMnemonic(hex, english);
    expect(mnemonic.ok && mnemonic.value.split(' ')).toHaveLength(words);
  });

  it('defaults to 128 bits, different each time', () => {
    const first = randomEntropyHex();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(randomEntropyHex()).not.toBe(first);
  });
});

describe('mnemonicToEntropyHex', () => {
  it('tolerates extra spaces, tabs, line breaks and capitals', () => {
    expect(
      mnemonicToEntropyHex(
        `  legal   winner\tthank year\nwave sausage worth useful legal winner THANK Yellow  `,
        english,
      ),
    ).toEqual({
      ok: true,
      value: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    });
  });

  it.each([
    ['an unknown word', 'legal winner thank year wave sausage worth useful legal winner thank yellowish'],
    ['a bad checksum', 'legal winner thank year wave sausage worth useful legal winner thank zoo'],
    ['too few words', 'legal winner thank year wave sausage worth useful legal winner thank'],
    ['13 words', `${legalWinner} yellow`],
    ['a word of another language', `${'abaisser '.repeat(11)}abeille`],
    ['empty text', ''],
  ])('refuses %s', (_case, mnemonic) => {
    expect(mnemonicToEntropyHex(mnemonic, english)).toEqual({ ok: false, error: invalidMnemonicMessage });
  });
});

describe('every language', () => {
  it('has the ten languages of the spec, English first', () => {
    expect(bip39Languages.map((language) => inEnglish({ code: bip39LanguageNames[language] }, words))).toEqual([
      'English',
      'Chinese simplified',
      'Chinese traditional',
      'Czech',
      'French',
      'Italian',
      'Japanese',
      'Korean',
      'Portuguese',
      'Spanish',
    ]);
  });

  it.each(bip39Languages)(
    '%s: 2048 words, and entropy ↔ mnemonic round-trips at every size',
    async (language: Bip39Language) => {
      const wordlist = await loadWordlist(language);
      expect(wordlist).toHaveLength(2048);
      expect(loadedWordlist(language)).toBe(wordlist);
      for (const words of wordCounts) {
        const entropy = randomEntropyHex(words);
        const mnemonic = entropyHexToMnemonic(entropy, wordlist);
        if (!mnemonic.ok) throw new Error(mnemonic.error.code);
        expect(mnemonic.value.split(language === 'japanese' ? '\u3000' : ' ')).toHaveLength(words);
        expect(mnemonicToEntropyHex(mnemonic.value, wordlist)).toEqual({ ok: true, value: entropy });
      }
    },
  );

  it('joins Japanese words with the ideographic space and reads them back with any spaces', async () => {
    const japanese = await loadWordlist('japanese');
    const mnemonic = entropyHexToMnemonic('0'.repeat(32), japanese);
    if (!mnemonic.ok) throw new Error(mnemonic.error.code);
    const [first, last] = ['あいこくしん'.normalize('NFKD'), 'あおぞら'.normalize('NFKD')];
    expect(mnemonic.value).toBe(`${`${first}\u3000`.repeat(11)}${last}`);
    expect(mnemonic.value).not.toContain(' ');
    const typed = mnemonic.value.normalize('NFC').split('\u3000').join('  ');
    expect(mnemonicToEntropyHex(typed, japanese)).toEqual({ ok: true, value: '0'.repeat(32) });
  });

  it('reads Spanish words typed with composed accents', async () => {
    const spanish = await loadWordlist('spanish');
    const mnemonic = entropyHexToMnemonic('7f'.repeat(16), spanish);
    if (!mnemonic.ok) throw new Error(mnemonic.error.code);
    expect(mnemonicToEntropyHex(mnemonic.value.normalize('NFC'), spanish)).toEqual({
      ok: true,
      value: '7f'.repeat(16),
    });
  });
});

describe('bip39View', () => {
  it('derives the mnemonic from typed entropy, keeping the typed text', () => {
    expect(bip39View({ source: 'entropy', text: '7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F' }, english)).toEqual({
      entropy: '7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F',
      mnemonic: legalWinner,
      canonicalMnemonic: legalWinner,
    });
  });

  it('derives the entropy from a typed mnemonic, keeping the typed text', () => {
    const typed = `  ${legalWinner.replace('thank', 'thank  ')} `;
    expect(bip39View({ source: 'mnemonic', text: typed }, english)).toEqual({
      entropy: '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
      mnemonic: typed,
      canonicalMnemonic: legalWinner,
    });
  });

  it('empties the entropy for an invalid mnemonic', () => {
    expect(bip39View({ source: 'mnemonic', text: 'not a mnemonic' }, english)).toEqual({
      entropy: '',
      mnemonic: 'not a mnemonic',
      mnemonicError: invalidMnemonicMessage,
    });
  });

  it('shows no error for empty fields', () => {
    expect(bip39View({ source: 'entropy', text: '' }, english)).toEqual({ entropy: '', mnemonic: '' });
    expect(bip39View({ source: 'mnemonic', text: '  ' }, english)).toEqual({ entropy: '', mnemonic: '  ' });
  });

  it('reports a non-hex entropy', () => {
    expect(bip39View({ source: 'entropy', text: 'zz' }, english).entropyError).toBe(entropyNotHexMessage);
  });

  it('leaves the derived field empty while the word list loads', () => {
    expect(bip39View({ source: 'entropy', text: '7f'.repeat(16) }, undefined)).toEqual({
      entropy: '7f'.repeat(16),
      mnemonic: '',
    });
    expect(bip39View({ source: 'mnemonic', text: legalWinner }, undefined)).toEqual({
      entropy: '',
      mnemonic: legalWinner,
    });
  });
});

describe('helpers', () => {
  it('normalizeMnemonic collapses whitespace, including U+3000', () => {
    expect(normalizeMnemonic(' A\u3000b \n c ')).toBe('a b c');
  });

  it('mnemonicAsNumberedList numbers the words one per line', () => {
    expect(mnemonicAsNumberedList(`  ${legalWinner} `).split('\n')).toEqual(
      legalWinner.split(' ').map((word, index) => `${index + 1}. ${word}`),
    );
    expect(mnemonicAsNumberedList('')).toBe('');
  });
});
