import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowDown, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { err, ok } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { largeInputChars, largeInputDelayMs } from '../../lib/useDebouncedWhenLarge';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { IconButton } from '../../ui/button/IconButton';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { cipherOutputFormats, type CipherOutputFormat } from './encryption';
import words from './locales/en.json';
import { textDecrypt, textEncrypt } from './operations';
import { RawAesCard } from './RawAesCard';

const fields = { ...textEncrypt.fields, ...textDecrypt.fields };
const formatOptions = cipherOutputFormats.map((value) => ({ value, label: value }));

interface SecretKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
}

function SecretKeyField({ value, onChange }: SecretKeyFieldProps) {
  const { t } = useToolWords(words);
  return (
    <InputText
      label={t('key.label')}
      value={value}
      onChange={onChange}
      placeholder={t('key.placeholder')}
      spellCheck={false}
      rightSection={
        value ? (
          <IconButton label={t('key.clear')} onClick={() => onChange('')}>
            <IconX size={16} aria-hidden />
          </IconButton>
        ) : undefined
      }
    />
  );
}

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnEncryptWorker = () => new Worker(new URL('./text-encrypt.worker.ts', import.meta.url), { type: 'module' });
const spawnDecryptWorker = () => new Worker(new URL('./text-decrypt.worker.ts', import.meta.url), { type: 'module' });

type Outcome = OperationResult<string>;

/**
 * Runs a cipher in its worker, always: the random salt makes every ciphertext different, so it
 * must not be made while (pre)rendering, and a large text or key must not hold the page.
 */
function useCipher(spawn: () => Worker, text: string, options: Record<string, unknown>, key: string) {
  const request = useMemo<OperationRequest>(() => ({ text, options }), [text, options]);
  const large = text.length + key.length > largeInputChars;
  const { result, error } = useWorkerResult<OperationRequest, Outcome>(spawn, request, {
    debounceMs: large ? largeInputDelayMs : 0,
  });
  return error === undefined ? result : err(message('common.errors.unexpected', { detail: error }));
}

export default function Encryption() {
  const { t, text: keyText, word } = useToolWords(words);
  const [state, set] = useToolState('encryption', fields);

  const { text, encryptKey, encryptAlgorithm, outputFormat: format } = state;
  const encryptOptions = useMemo(
    () => ({ encryptKey, encryptAlgorithm, outputFormat: format }),
    [encryptKey, encryptAlgorithm, format],
  );
  const encryption = useCipher(spawnEncryptWorker, text, encryptOptions, encryptKey);
  const encrypted = encryption?.ok ? encryption.value : '';

  const { decryptKey, decryptAlgorithm } = state;
  const decryptOptions = useMemo(() => ({ decryptKey, decryptAlgorithm }), [decryptKey, decryptAlgorithm]);
  const decrypted = useCipher(spawnDecryptWorker, state.ciphertext, decryptOptions, decryptKey) ?? ok('');
  const setField = (name: string, value: unknown) => set(name as keyof typeof fields, value as never);

  const sendToDecryptCard = () => {
    set('ciphertext', encrypted);
    set('decryptKey', encryptKey);
    set('decryptAlgorithm', encryptAlgorithm);
  };

  return (
    <Stack gap="md">
      <Card title={t('encrypt.title')}>
        <InputText
          label={t('encrypt.text.label')}
          value={state.text}
          onChange={(value) => set('text', value)}
          placeholder={t('encrypt.text.placeholder')}
          multiline
          autosize
          rows={4}
          maxRows={16}
        />
        <SecretKeyField value={encryptKey} onChange={(value) => set('encryptKey', value)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FieldControls
            fields={{ encryptAlgorithm: textEncrypt.fields.encryptAlgorithm }}
            values={state}
            onChange={setField}
            text={keyText}
          />
          <ButtonsSelect<CipherOutputFormat>
            label={t('encrypt.format')}
            options={formatOptions}
            value={format}
            onChange={(value) => set('outputFormat', value)}
          />
        </SimpleGrid>
        <CopyableField
          label={t('encrypt.output.label')}
          value={encrypted}
          multiline
          rows={4}
          placeholder={t('encrypt.output.placeholder')}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconArrowDown size={16} aria-hidden />}
            onClick={sendToDecryptCard}
            disabled={!encrypted}
          >
            {t('encrypt.send')}
          </Button>
        </Group>
      </Card>

      <Card title={t('decrypt.title')}>
        <InputText
          label={t('decrypt.ciphertext.label')}
          value={state.ciphertext}
          onChange={(value) => set('ciphertext', value)}
          placeholder={t('decrypt.ciphertext.placeholder')}
          description={t('decrypt.ciphertext.help')}
          multiline
          autosize
          rows={4}
          maxRows={16}
          monospace
          spellCheck={false}
        />
        <SecretKeyField value={decryptKey} onChange={(value) => set('decryptKey', value)} />
        <FieldControls
          fields={{ decryptAlgorithm: textDecrypt.fields.decryptAlgorithm }}
          values={state}
          onChange={setField}
          text={keyText}
        />
        {decrypted.ok ? (
          <CopyableField
            label={t('decrypt.output.label')}
            value={decrypted.value}
            multiline
            rows={4}
            monospace={false}
            placeholder={t('decrypt.output.placeholder')}
          />
        ) : (
          <Alert type="error" title={t('decrypt.failed')}>
            {word(decrypted.error)}
          </Alert>
        )}
      </Card>

      <RawAesCard />
    </Stack>
  );
}
