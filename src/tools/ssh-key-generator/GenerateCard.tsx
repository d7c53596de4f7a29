import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import type { FieldValues } from '../../lib/tool-state/fields';
import type { SetField } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { openSshPrivateKey } from './openssh-private-key';
import { pageFields } from './page-fields';
import type { EncryptRequest } from './private-key-encryption';
import {
  cleanComment,
  generateSshKeyPair,
  keyFileName,
  keyTypes,
  maxRounds,
  minRounds,
  parseRounds,
  publicOutputs,
  type SshKeyPair,
  type SshKeyType,
} from './ssh-key-generator';

// Started from effects only (see useWorkerResult), the first time a passphrase is typed.
const spawnEncryptor = () =>
  new Worker(new URL('./private-key-encryption.worker.ts', import.meta.url), { type: 'module' });

// A passphrase is typed a character at a time: encrypt once the typing pauses.
const typingDebounceMs = 300;

interface GenerateRequest {
  type: SshKeyType;
  /** Bumped by "Generate": the same type asked again is a new pair. */
  nonce: number;
}

// Web Crypto works off the main thread by itself (RSA 4096 too): no worker needed to generate.
const generate = ({ type }: GenerateRequest): Promise<Result<SshKeyPair, Message>> => generateSshKeyPair(type);

type Values = FieldValues<typeof pageFields>;

interface GenerateCardProps {
  values: Values;
  set: SetField<typeof pageFields>;
}

export function GenerateCard({ values, set }: GenerateCardProps) {
  const { t, text, word } = useToolWords(words);
  const { type, passphrase } = values;
  const [nonce, setNonce] = useState(0);
  // Keys are made in the browser once hydrated (and the link's key type read, in the same render),
  // never while prerendering: a key in the HTML would be everyone's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const request = useMemo(() => (hydrated ? { type, nonce } : undefined), [hydrated, type, nonce]);
  const generation = useLatestAsync(request, generate);
  const generating = request === undefined || generation.busy;
  const pair = generation.result?.ok ? generation.result.value : undefined;
  const refused = generation.result && !generation.result.ok ? generation.result.error : undefined;

  const comment = cleanComment(useDebouncedWhenLarge(values.comment));
  const outputs = useMemo(() => pair && publicOutputs(pair, comment), [pair, comment]);

  const rounds = parseRounds(values.rounds);
  const encrypted = passphrase !== '';
  const plainPrivateKey = useMemo(
    () => (pair && !encrypted ? openSshPrivateKey(pair, comment) : undefined),
    [pair, encrypted, comment],
  );
  const roundsText = values.rounds;
  const encryptRequest = useMemo<EncryptRequest | undefined>(() => {
    const valid = parseRounds(roundsText);
    return pair && encrypted && valid.ok ? { pair, comment, passphrase, rounds: valid.value } : undefined;
  }, [pair, encrypted, comment, passphrase, roundsText]);
  const encryption = useWorkerResult<EncryptRequest, string>(spawnEncryptor, encryptRequest, {
    debounceMs: typingDebounceMs,
    restartOnSupersede: true,
  });
  const privateKey = (encrypted ? encryption.result : plainPrivateKey) ?? '';
  const busyLabel = generating ? t('generate.generating') : t('generate.encrypting');
  const fileName = keyFileName(type);

  const protection = !privateKey
    ? undefined
    : encrypted && encryptRequest
      ? t('generate.encrypted', { count: encryptRequest.rounds })
      : t('generate.notEncrypted');

  return (
    <Card title={t('generate.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('generate.type.label')}
          options={keyTypes.map((value) => ({ value, label: text(`generate.type.${value}`) }))}
          value={type}
          onChange={(value) => set('type', value)}
        />
        <InputText
          label={t('generate.comment.label')}
          placeholder={t('generate.comment.placeholder')}
          value={values.comment}
          onChange={(value) => set('comment', value)}
          typingAids={false}
        />
        <InputText
          label={t('generate.passphrase.label')}
          placeholder={t('generate.passphrase.placeholder')}
          password
          value={passphrase}
          onChange={(value) => set('passphrase', value)}
        />
        {encrypted && (
          <NumberInput
            raw="text"
            label={t('generate.rounds.label')}
            value={values.rounds}
            onChange={(value) => set('rounds', value)}
            min={minRounds}
            max={maxRounds}
            allowNegative={false}
            error={rounds.ok ? undefined : word(rounds.error)}
          />
        )}
      </SimpleGrid>
      <Group gap="md">
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => setNonce((value) => value + 1)}
          disabled={generating}
        >
          {t('generate.button')}
        </Button>
        <RunStatus running={generating || encryption.busy} label={busyLabel} showElapsed run={request} />
      </Group>
      {refused && <Alert type="error">{word(refused)}</Alert>}
      {generation.error !== undefined && (
        <Alert type="error" title={t('errors.generationFailed')}>
          {generation.error}
        </Alert>
      )}
      {encryption.error !== undefined && (
        <Alert type="error" title={t('errors.encryptionFailed')}>
          {encryption.error}
        </Alert>
      )}

      <Stack gap="sm" aria-busy={generating}>
        <CopyableField
          label={t('generate.publicKey')}
          value={outputs?.publicKey ?? ''}
          multiline
          rows={2}
          placeholder={generating ? busyLabel : undefined}
          send={{ kind: 'ssh-public-key' }}
        />
        <Group justify="flex-end">
          <DownloadButton
            content={`${outputs?.publicKey ?? ''}\n`}
            disabled={!outputs}
            fileName={`${fileName}.pub`}
            label={t('generate.download', { fileName: `${fileName}.pub` })}
          />
        </Group>
        <CopyableField
          label={t('generate.privateKey')}
          value={privateKey}
          multiline
          rows={8}
          placeholder={generating || encryption.busy ? busyLabel : undefined}
          send={{ kind: 'private-key', sensitive: true }}
        />
        <Group justify="space-between" wrap="nowrap">
          <Note>{protection}</Note>
          <DownloadButton
            content={privateKey}
            disabled={!privateKey}
            fileName={fileName}
            mimeType="application/octet-stream"
            label={t('generate.download', { fileName })}
          />
        </Group>
        <CopyableField label={t('outputs.fingerprint')} value={outputs?.fingerprint ?? ''} />
        <CopyableField label={t('outputs.md5Fingerprint')} value={outputs?.md5Fingerprint ?? ''} />
        <CodeBlock label={t('outputs.randomart')} value={outputs?.randomart ?? ''} minRows={11} />
      </Stack>
    </Card>
  );
}
