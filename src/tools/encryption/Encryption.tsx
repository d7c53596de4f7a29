import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowDown, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ConversionRequest } from '../../lib/conversion/serve-conversion';
import { err, ok, type Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { largeInputChars, largeInputDelayMs } from '../../lib/useDebouncedWhenLarge';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { IconButton } from '../../ui/button/IconButton';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import type { SelectOption } from '../../ui/select/select-option';
import {
  cipherAlgorithms,
  cipherOutputFormats,
  decryptionErrorTitle,
  type CipherAlgorithm,
  type CipherOutputFormat,
  type CipherWork,
} from './encryption';
import { encryptionFields } from './encryption-fields';
import { RawAesCard } from './RawAesCard';

const algorithmOptions: SelectOption<CipherAlgorithm>[] = cipherAlgorithms.map((value) => ({ value, label: value }));
const formatOptions: SelectOption<CipherOutputFormat>[] = cipherOutputFormats.map((value) => ({ value, label: value }));

interface SecretKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
}

function SecretKeyField({ value, onChange }: SecretKeyFieldProps) {
  return (
    <InputText
      label="Your secret key:"
      value={value}
      onChange={onChange}
      placeholder="Your secret key..."
      spellCheck={false}
      rightSection={
        value ? (
          <IconButton label="Clear secret key" onClick={() => onChange('')}>
            <IconX size={16} aria-hidden />
          </IconButton>
        ) : undefined
      }
    />
  );
}

function AlgorithmSelect({ value, onChange }: { value: CipherAlgorithm; onChange: (value: CipherAlgorithm) => void }) {
  return <Select label="Encryption algorithm:" options={algorithmOptions} value={value} onChange={onChange} />;
}

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./encryption.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs a cipher in the worker, always: the random salt makes every ciphertext different, so it
 * must not be made while (pre)rendering, and a large text or key must not hold the page.
 */
function useCipher(text: string, work: CipherWork): Result<string> | undefined {
  const request = useMemo<ConversionRequest<CipherWork>>(() => ({ text, options: work }), [text, work]);
  const large = text.length + work.secretKey.length > largeInputChars;
  const { result, error } = useWorkerResult<ConversionRequest<CipherWork>, Result<string>>(spawnWorker, request, {
    debounceMs: large ? largeInputDelayMs : 0,
  });
  return error === undefined ? result : err(error);
}

export default function Encryption() {
  const [state, set] = useToolState('encryption', encryptionFields);

  const { text, encryptKey, encryptAlgorithm, outputFormat: format } = state;
  const encryptWork = useMemo<CipherWork>(
    () => ({ operation: 'encrypt', secretKey: encryptKey, algorithm: encryptAlgorithm, format }),
    [encryptKey, encryptAlgorithm, format],
  );
  const encryption = useCipher(text, encryptWork);
  const encrypted = encryption?.ok ? encryption.value : '';

  const { decryptKey, decryptAlgorithm } = state;
  const decryptWork = useMemo<CipherWork>(
    () => ({ operation: 'decrypt', secretKey: decryptKey, algorithm: decryptAlgorithm }),
    [decryptKey, decryptAlgorithm],
  );
  const decrypted = useCipher(state.ciphertext, decryptWork) ?? ok('');

  const sendToDecryptCard = () => {
    set('ciphertext', encrypted);
    set('decryptKey', encryptKey);
    set('decryptAlgorithm', encryptAlgorithm);
  };

  return (
    <Stack gap="md">
      <Card title="Encrypt">
        <InputText
          label="Your text:"
          value={state.text}
          onChange={(value) => set('text', value)}
          placeholder="The string to encrypt..."
          multiline
          autosize
          rows={4}
          maxRows={16}
        />
        <SecretKeyField value={encryptKey} onChange={(value) => set('encryptKey', value)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AlgorithmSelect value={encryptAlgorithm} onChange={(value) => set('encryptAlgorithm', value)} />
          <ButtonsSelect
            label="Output format:"
            options={formatOptions}
            value={format}
            onChange={(value) => set('outputFormat', value)}
          />
        </SimpleGrid>
        <CopyableField
          label="Your text encrypted:"
          value={encrypted}
          multiline
          rows={4}
          placeholder="The encrypted text will be here"
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconArrowDown size={16} aria-hidden />}
            onClick={sendToDecryptCard}
            disabled={!encrypted}
          >
            Use as decrypt input
          </Button>
        </Group>
      </Card>

      <Card title="Decrypt">
        <InputText
          label="Your encrypted text:"
          value={state.ciphertext}
          onChange={(value) => set('ciphertext', value)}
          placeholder="The string to decrypt..."
          description="Base64 or hex, in the OpenSSL “Salted__” format"
          multiline
          autosize
          rows={4}
          maxRows={16}
          monospace
          spellCheck={false}
        />
        <SecretKeyField value={decryptKey} onChange={(value) => set('decryptKey', value)} />
        <AlgorithmSelect value={decryptAlgorithm} onChange={(value) => set('decryptAlgorithm', value)} />
        {decrypted.ok ? (
          <CopyableField
            label="Your decrypted text:"
            value={decrypted.value}
            multiline
            rows={4}
            monospace={false}
            placeholder="Your decrypted string..."
          />
        ) : (
          <Alert type="error" title={decryptionErrorTitle}>
            {decrypted.error}
          </Alert>
        )}
      </Card>

      <RawAesCard />
    </Stack>
  );
}
