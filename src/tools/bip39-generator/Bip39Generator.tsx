import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { CopyButton } from '../../ui/copy/CopyButton';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import type { SelectOption } from '../../ui/select/select-option';
import {
  bip39Input,
  bip39View,
  mnemonicAsNumberedList,
  mnemonicSeedHex,
  randomEntropyHex,
  type WordCount,
} from './bip39-generator';
import { bip39Fields, wordCountTexts, type WordCountText } from './bip39-generator-fields';
import { useWordlist } from './useWordlist';
import { bip39LanguageNames, bip39Languages, type Bip39Language } from './wordlists';

const languageOptions: SelectOption<Bip39Language>[] = bip39Languages.map((value) => ({
  value,
  label: bip39LanguageNames[value],
}));

const wordCountOptions: SelectOption<WordCountText>[] = wordCountTexts.map((count) => ({ value: count, label: count }));

/** The seed of the current phrase and passphrase; empty while it is being derived. */
function useSeed(mnemonic: string | undefined, passphrase: string): string {
  const [seed, setSeed] = useState<{ mnemonic: string; passphrase: string; hex: string } | undefined>(undefined);
  useEffect(() => {
    if (!mnemonic) return undefined;
    let current = true;
    mnemonicSeedHex(mnemonic, passphrase).then(
      (hex) => {
        if (current) setSeed({ mnemonic, passphrase, hex });
      },
      () => {
        if (current) setSeed({ mnemonic, passphrase, hex: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [mnemonic, passphrase]);
  return mnemonic && seed?.mnemonic === mnemonic && seed.passphrase === passphrase ? seed.hex : '';
}

export default function Bip39Generator() {
  const [state, set] = useToolState('bip39-generator', bip39Fields);
  const { language, passphrase } = state;
  const words = Number(state.words) as WordCount;
  const input = useMemo(() => bip39Input(state.entropy, state.mnemonic), [state.entropy, state.mnemonic]);
  const { wordlist, failed } = useWordlist(language);
  const view = useMemo(() => bip39View(input, wordlist), [input, wordlist]);
  const seed = useSeed(view.canonicalMnemonic, passphrase);

  const typeEntropy = useCallback(
    (text: string) => {
      set('entropy', text);
      set('mnemonic', '');
    },
    [set],
  );
  const typeMnemonic = (text: string) => {
    set('mnemonic', text);
    set('entropy', '');
  };
  const refresh = useCallback(() => typeEntropy(randomEntropyHex(words)), [typeEntropy, words]);

  // Fresh entropy once the page runs in the browser (a secret must never be baked into the
  // prerendered HTML), and again for a phrase of another length.
  useEffect(refresh, [refresh]);

  const changeLanguage = (next: Bip39Language) => {
    // A valid typed phrase is carried over as its entropy, so it is re-rendered in the new
    // language; an invalid one stays as typed and is checked against the new word list.
    if (input.source === 'mnemonic' && view.entropy !== '') typeEntropy(view.entropy);
    set('language', next);
  };

  return (
    <Stack gap="md">
      <Card>
        <Alert type="warning" title="Not for real wallets">
          Never type or generate the recovery phrase of a wallet holding real funds in a web page. Use this tool to
          learn and to test.
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Language:" options={languageOptions} value={language} onChange={changeLanguage} searchable />
          <ButtonsSelect
            label="Words for a new phrase:"
            options={wordCountOptions}
            value={state.words}
            onChange={(value) => set('words', value)}
          />
        </SimpleGrid>
        <InputText
          label="Entropy (seed):"
          value={view.entropy}
          onChange={typeEntropy}
          placeholder="Your string..."
          monospace
          spellCheck={false}
          error={view.entropyError}
          rightSectionWidth={76}
          rightSection={
            <GeneratorActions
              variant="attached"
              onRefresh={refresh}
              refreshLabel="Refresh entropy"
              copyValue={view.entropy}
              copiedNotice="Entropy copied to the clipboard"
            />
          }
        />
        <InputText
          label="Passphrase (mnemonic):"
          value={view.mnemonic}
          onChange={typeMnemonic}
          placeholder={wordlist || failed ? 'Your mnemonic...' : 'Loading the word list…'}
          multiline
          autosize
          rows={2}
          spellCheck={false}
          error={view.mnemonicError}
          rightSection={
            <CopyButton value={view.mnemonic} notice="Passphrase copied to the clipboard" disabled={!view.mnemonic} />
          }
        />
        {failed && (
          <Alert type="error" title="Word list unavailable">
            The {bip39LanguageNames[language]} word list could not be loaded. Check your connection and choose the
            language again.
          </Alert>
        )}
        <Group justify="flex-end">
          <CopyButton
            value={view.canonicalMnemonic ? mnemonicAsNumberedList(view.canonicalMnemonic) : ''}
            label="Copy as numbered list"
            notice="Numbered list copied to the clipboard"
            disabled={!view.canonicalMnemonic}
          />
        </Group>
      </Card>

      <Card title="BIP39 seed">
        <InputText
          label="Seed passphrase (optional):"
          value={passphrase}
          onChange={(value) => set('passphrase', value)}
          placeholder="An extra word that changes the seed..."
          password
        />
        <CopyableField
          label="Seed (hex):"
          value={seed}
          multiline
          rows={2}
          placeholder={view.canonicalMnemonic ? 'Deriving…' : 'Enter a valid mnemonic to see its seed'}
          copiedNotice="Seed copied to the clipboard"
        />
      </Card>
    </Stack>
  );
}
