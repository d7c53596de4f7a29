import { SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { IconButton } from '../../ui/button/IconButton';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import type { SelectOption } from '../../ui/select/select-option';
import { Note } from '../../ui/text/Note';
import { bytesToHex } from '../../lib/bytes';
import { randomHex } from '../../lib/random';
import type { Result } from '../../lib/result';
import { decryptionErrorTitle } from './encryption';
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
  type KeySource,
  type RawAesMode,
  type RawAesParams,
} from './raw-aes';
import { rawAesFields } from './encryption-fields';
import { useAsyncValue } from './useAsyncValue';

const modeOptions: SelectOption<RawAesMode>[] = rawAesModes.map((value) => ({ value, label: value }));
const keySourceOptions: SelectOption<KeySource>[] = keySources.map((value) => ({ value, label: value }));

// Typing a password or salt should not start a PBKDF2 run per keystroke.
const derivationDelayMs = 300;

/** The parse error to show: none for an empty field (it is still being filled in). */
function errorOf<T>(text: string, parsed: Result<T>): string | undefined {
  return text.trim() === '' || parsed.ok ? undefined : parsed.error;
}

function valueOf<T>(parsed: Result<T>): T | undefined {
  return parsed.ok ? parsed.value : undefined;
}

function RefreshButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} onClick={onClick}>
      <IconRefresh size={18} aria-hidden />
    </IconButton>
  );
}

/** AES-GCM / AES-CBC with an explicit key (hex or PBKDF2) and IV, through Web Crypto. */
export function RawAesCard() {
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
    <Card title="AES with a raw key (Web Crypto)">
      <Note>
        For keys and IVs shared with other programs. Ciphertexts are hex; AES-GCM appends its 16-byte authentication
        tag, AES-CBC pads with PKCS#7. PBKDF2 uses HMAC-SHA256 and derives a 256-bit key. Never use an IV twice with the
        same key.
      </Note>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ButtonsSelect label="Mode:" options={modeOptions} value={mode} onChange={changeMode} />
        <ButtonsSelect
          label="Key from:"
          options={keySourceOptions}
          value={keySource}
          onChange={(value) => set('aesKeySource', value)}
        />
      </SimpleGrid>

      {keySource === 'Hex key' ? (
        <InputText
          label="Key (hex):"
          value={keyHex}
          onChange={(value) => set('aesKey', value)}
          placeholder="32 or 64 hex characters"
          monospace
          spellCheck={false}
          error={errorOf(keyHex, keyParsed)}
          rightSection={<RefreshButton label="New random key" onClick={() => set('aesKey', randomHex(32))} />}
        />
      ) : (
        <Stack gap="md">
          <InputText
            label="Password:"
            value={password}
            onChange={(value) => set('aesPassword', value)}
            placeholder="Your password..."
            password
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <InputText
              label="Salt (hex):"
              value={saltHex}
              onChange={(value) => set('aesSalt', value)}
              placeholder="Hex bytes"
              monospace
              spellCheck={false}
              error={errorOf(saltHex, saltParsed)}
              rightSection={
                <RefreshButton label="New random salt" onClick={() => set('aesSalt', randomHex(defaultSaltBytes))} />
              }
            />
            <NumberInput
              label="Iterations:"
              value={iterations}
              onChange={(value) => set('aesIterations', value)}
              min={minIterations}
              max={maxIterations}
              error={iterationsParsed.ok ? undefined : iterationsParsed.error}
            />
          </SimpleGrid>
          <CopyableField
            label="Derived key (hex):"
            value={derived.value ? bytesToHex(derived.value) : ''}
            placeholder={derived.busy ? 'Deriving…' : ''}
          />
        </Stack>
      )}

      <InputText
        label="IV (hex):"
        value={ivHex}
        onChange={(value) => set('aesIv', value)}
        placeholder={`${ivBytes[mode] * 2} hex characters`}
        monospace
        spellCheck={false}
        error={errorOf(ivHex, ivParsed)}
        rightSection={<RefreshButton label="New random IV" onClick={() => set('aesIv', randomHex(ivBytes[mode]))} />}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <InputText
            label="Text to encrypt:"
            value={plainText}
            onChange={(value) => set('aesText', value)}
            placeholder="The string to encrypt..."
            multiline
            autosize
            rows={3}
            maxRows={12}
          />
          <CopyableField
            label="Ciphertext (hex):"
            value={encrypted.value ?? ''}
            multiline
            rows={3}
            placeholder={encrypted.busy ? 'Encrypting…' : 'The ciphertext will be here'}
          />
        </Stack>
        <Stack gap="md">
          <InputText
            label="Ciphertext to decrypt (hex):"
            value={ciphertextHex}
            onChange={(value) => set('aesCiphertext', value)}
            placeholder="Hex ciphertext..."
            multiline
            autosize
            rows={3}
            maxRows={12}
            monospace
            spellCheck={false}
            error={errorOf(ciphertextHex, ciphertextParsed)}
          />
          {decrypted.value && !decrypted.value.ok ? (
            <Alert type="error" title={decryptionErrorTitle}>
              {decrypted.value.error}
            </Alert>
          ) : (
            <CopyableField
              label="Decrypted text:"
              value={decrypted.value?.ok ? decrypted.value.value : ''}
              multiline
              rows={3}
              monospace={false}
              placeholder={decrypted.busy ? 'Decrypting…' : 'The decrypted text will be here'}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
