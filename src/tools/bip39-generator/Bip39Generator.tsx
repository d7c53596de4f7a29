import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { CopyButton } from '../../ui/copy/CopyButton';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import {
  bip39Input,
  bip39View,
  mnemonicAsNumberedList,
  mnemonicSeedHex,
  randomEntropyHex,
  type WordCount,
} from './bip39-generator';
import words from './locales/en.json';
import { bip39Fields, wordCountTexts } from './operations';
import { useWordlist } from './useWordlist';
import { bip39LanguageNames, bip39Languages, type Bip39Language } from './wordlists';

const wordCountOptions = wordCountTexts.map((count) => ({ value: count, label: count }));

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
  const { t, word } = useToolWords(words);
  const languageOptions = useMemo(
    () => bip39Languages.map((value) => ({ value, label: t(bip39LanguageNames[value]) })),
    [t],
  );
  const [state, set] = useToolState('bip39-generator', bip39Fields);
  const { language, passphrase } = state;
  const wordCount = Number(state.words) as WordCount;
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
  const refresh = useCallback(() => typeEntropy(randomEntropyHex(wordCount)), [typeEntropy, wordCount]);

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
        <Alert type="warning" title={t('warning.title')}>
          {t('warning.text')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('language.label')}
            options={languageOptions}
            value={language}
            onChange={changeLanguage}
            searchable
          />
          <ButtonsSelect
            label={t('words.label')}
            options={wordCountOptions}
            value={state.words}
            onChange={(value) => set('words', value)}
          />
        </SimpleGrid>
        <InputText
          label={t('entropy.label')}
          value={view.entropy}
          onChange={typeEntropy}
          placeholder={t('entropy.placeholder')}
          monospace
          spellCheck={false}
          error={view.entropyError && word(view.entropyError)}
          rightSectionWidth={76}
          rightSection={
            <GeneratorActions
              variant="attached"
              onRefresh={refresh}
              refreshLabel={t('entropy.refresh')}
              copyValue={view.entropy}
              copiedNotice={t('entropy.copied')}
            />
          }
        />
        <InputText
          label={t('mnemonic.label')}
          value={view.mnemonic}
          onChange={typeMnemonic}
          placeholder={wordlist || failed ? t('mnemonic.placeholder') : t('mnemonic.loading')}
          multiline
          autosize
          rows={2}
          spellCheck={false}
          error={view.mnemonicError && word(view.mnemonicError)}
          rightSection={<CopyButton value={view.mnemonic} notice={t('mnemonic.copied')} disabled={!view.mnemonic} />}
        />
        {failed && (
          <Alert type="error" title={t('wordlist.failedTitle')}>
            {t('wordlist.failed', { language: t(bip39LanguageNames[language]) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <CopyButton
            value={view.canonicalMnemonic ? mnemonicAsNumberedList(view.canonicalMnemonic) : ''}
            label={t('mnemonic.copyList')}
            notice={t('mnemonic.listCopied')}
            disabled={!view.canonicalMnemonic}
          />
        </Group>
      </Card>

      <Card title={t('seed.title')}>
        <InputText
          label={t('seed.passphrase.label')}
          value={passphrase}
          onChange={(value) => set('passphrase', value)}
          placeholder={t('seed.passphrase.placeholder')}
          password
        />
        <CopyableField
          label={t('seed.label')}
          value={seed}
          multiline
          rows={2}
          placeholder={view.canonicalMnemonic ? t('seed.deriving') : t('seed.waiting')}
          copiedNotice={t('seed.copied')}
        />
      </Card>
    </Stack>
  );
}
