import { SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { IconButton } from '../../ui/button/IconButton';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Note } from '../../ui/text/Note';
import { bytesToHex } from '../../lib/bytes';
import { randomHex } from '../../lib/random';
import type { Result } from '../../lib/result';
import {
  defaultSaltBytes,
  ivBytes,
  keySources,
  maxIterations,
  minIterations,
  parseCiphertextHex,
  parseIterations,
  parseIvHex,
  parseKeyHex,
  parseSaltHex,
  pbkdf2Key,
  rawAesDecrypt,
  rawAesEncrypt,
  rawAesModes,
  type RawAesMode,
  type RawAesParams,
} from './raw-aes';
import words from './locales/en.json';
import { aesDecrypt, aesEncrypt } from './operations';
import { useAsyncValue } from './useAsyncValue';

const rawAesFields = { ...aesEncrypt.fields, ...aesDecrypt.fields };
const modeOptions = rawAesModes.map((value) => ({ value, label: value }));

// Typing a password or salt should not start a PBKDF2 run per keystroke.
const derivationDelayMs = 300;

/** The parse error to show: none for an empty field (it is still being filled in). */
function errorOf<T>(text: string, parsed: Result<T, Message>): Message | undefined {
  return text.trim() === '' || parsed.ok ? undefined : parsed.error;
}

function valueOf<T>(parsed: Result<T, Message>): T | undefined {
  return parsed.ok ? parsed.value : undefined;
}

function RefreshButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} onClick={onClick}>
      <IconRefresh size={18} aria-hidden />
    </IconButton>
  );
}

/** The key sources, each under its name in the catalogue. */
function keySourceChoices(text: (key: string) => string) {
  const { choiceLabels = {} } = rawAesFields.aesKeySource;
  return keySources.map((value) => ({ value, label: text(choiceLabels[value] ?? value) }));
}

/** AES-GCM / AES-CBC with an explicit key (hex or PBKDF2) and IV, through Web Crypto. */
export function RawAesCard() {
  const { t, text, word } = useToolWords(words);
  const said = (error: Message | undefined) => error && word(error);
  const [state, set] = useToolState('encryption', rawAesFields);
  const { aesMode: mode, aesKeySource: keySource, aesKey: keyHex, aesPassword: password, aesSalt: saltHex } = state;
  const { aesIterations: iterations, aesIv: ivHex, aesText: plainText, aesCiphertext: ciphertextHex } = state;

  const changeMode = (next: RawAesMode) => {
    set('aesMode', next);
    if (!parseIvHex(ivHex, next).ok) set('aesIv', randomHex(ivBytes[next]));
  };

  const keyParsed = useMemo(() => parseKeyHex(keyHex), [keyHex]);
  const saltParsed = useMemo(() => parseSaltHex(saltHex), [saltHex]);
  const iterationsParsed = useMemo(() => parseIterations(iterations), [iterations]);
  const ivParsed = useMemo(() => parseIvHex(ivHex, mode), [ivHex, mode]);
  const ciphertextParsed = useMemo(() => parseCiphertextHex(ciphertextHex), [ciphertextHex]);

  const salt = valueOf(saltParsed);
  const rounds = valueOf(iterationsParsed);
  const deriveTask = useMemo(
    () =>
      keySource === 'PBKDF2' && salt !== undefined && rounds !== undefined
        ? () => pbkdf2Key(password, salt, rounds)
        : undefined,
    [keySource, password, salt, rounds],
  );
  const derived = useAsyncValue(deriveTask, derivationDelayMs);

  const key = keySource === 'Hex key' ? valueOf(keyParsed) : derived.value;
  const iv = valueOf(ivParsed);
  const params = useMemo<RawAesParams | undefined>(() => (key && iv ? { mode, key, iv } : undefined), [mode, key, iv]);

  const encryptTask = useMemo(() => (params ? () => rawAesEncrypt(plainText, params) : undefined), [params, plainText]);
  const encrypted = useAsyncValue(encryptTask);

  const ciphertext = valueOf(ciphertextParsed);
  const decryptTask = useMemo(
    () => (params && ciphertext ? () => rawAesDecrypt(ciphertext, params) : undefined),
    [params, ciphertext],
  );
  const decrypted = useAsyncValue(decryptTask);

  return (
    <Card title={t('aes.title')}>
      <Note>{t('aes.note')}</Note>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ButtonsSelect label={t('aes.mode')} options={modeOptions} value={mode} onChange={changeMode} />
        <ButtonsSelect
          label={t('aes.keySource.label')}
          options={keySourceChoices(text)}
          value={keySource}
          onChange={(value) => set('aesKeySource', value)}
        />
      </SimpleGrid>

      {keySource === 'Hex key' ? (
        <InputText
          label={t('aes.key.label')}
          value={keyHex}
          onChange={(value) => set('aesKey', value)}
          placeholder={t('aes.key.placeholder')}
          monospace
          spellCheck={false}
          error={said(errorOf(keyHex, keyParsed))}
          rightSection={<RefreshButton label={t('aes.key.new')} onClick={() => set('aesKey', randomHex(32))} />}
        />
      ) : (
        <Stack gap="md">
          <InputText
            label={t('aes.password.label')}
            value={password}
            onChange={(value) => set('aesPassword', value)}
            placeholder={t('aes.password.placeholder')}
            password
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <InputText
              label={t('aes.salt.label')}
              value={saltHex}
              onChange={(value) => set('aesSalt', value)}
              placeholder={t('aes.salt.placeholder')}
              monospace
              spellCheck={false}
              error={said(errorOf(saltHex, saltParsed))}
              rightSection={
                <RefreshButton label={t('aes.salt.new')} onClick={() => set('aesSalt', randomHex(defaultSaltBytes))} />
              }
            />
            <NumberInput
              label={t('aes.iterations')}
              value={iterations}
              onChange={(value) => set('aesIterations', value)}
              min={minIterations}
              max={maxIterations}
              error={iterationsParsed.ok ? undefined : word(iterationsParsed.error)}
            />
          </SimpleGrid>
          <CopyableField
            label={t('aes.derivedKey.label')}
            value={derived.value ? bytesToHex(derived.value) : ''}
            placeholder={derived.busy ? t('aes.derivedKey.deriving') : ''}
          />
        </Stack>
      )}

      <InputText
        label={t('aes.iv.label')}
        value={ivHex}
        onChange={(value) => set('aesIv', value)}
        placeholder={t('aes.iv.placeholder', { digits: ivBytes[mode] * 2 })}
        monospace
        spellCheck={false}
        error={said(errorOf(ivHex, ivParsed))}
        rightSection={<RefreshButton label={t('aes.iv.new')} onClick={() => set('aesIv', randomHex(ivBytes[mode]))} />}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <InputText
            label={t('aes.text.label')}
            value={plainText}
            onChange={(value) => set('aesText', value)}
            placeholder={t('aes.text.placeholder')}
            multiline
            autosize
            rows={3}
            maxRows={12}
          />
          <CopyableField
            label={t('aes.ciphertext.label')}
            value={encrypted.value ?? ''}
            multiline
            rows={3}
            placeholder={encrypted.busy ? t('aes.ciphertext.encrypting') : t('aes.ciphertext.placeholder')}
          />
        </Stack>
        <Stack gap="md">
          <InputText
            label={t('aes.toDecrypt.label')}
            value={ciphertextHex}
            onChange={(value) => set('aesCiphertext', value)}
            placeholder={t('aes.toDecrypt.placeholder')}
            multiline
            autosize
            rows={3}
            maxRows={12}
            monospace
            spellCheck={false}
            error={said(errorOf(ciphertextHex, ciphertextParsed))}
          />
          {decrypted.value && !decrypted.value.ok ? (
            <Alert type="error" title={t('decrypt.failed')}>
              {word(decrypted.value.error)}
            </Alert>
          ) : (
            <CopyableField
              label={t('aes.decrypted.label')}
              value={decrypted.value?.ok ? decrypted.value.value : ''}
              multiline
              rows={3}
              monospace={false}
              placeholder={decrypted.busy ? t('aes.decrypted.decrypting') : t('aes.decrypted.placeholder')}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
