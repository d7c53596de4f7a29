import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { downloadFile } from '../../lib/download';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { BitsInput } from './BitsInput';
import {
  passphraseRequiredMessage,
  privateKeyFormats,
  publicKeyFormats,
  withComment,
  type PrivateKeyFormat,
  type PublicKeyFormat,
} from './key-format-options';
import { rsaFields } from './rsa-fields';
import { bitsStep, maxBits, minBits, parseBits } from './rsa-bits';
import type { EncryptRequest, GeneratedKeyPair, GenerateRequest } from './rsa-worker-messages';
import { useElapsedSeconds } from './useElapsedSeconds';

// Started from effects only (see useWorkerResult), never while rendering or prerendering.
const spawnGenerator = () =>
  new Worker(new URL('./rsa-key-pair-generator.worker.ts', import.meta.url), { type: 'module' });
const spawnEncryptor = () =>
  new Worker(new URL('./private-key-encryption.worker.ts', import.meta.url), { type: 'module' });

// Typing "4096" passes through "409": wait for the typing to settle before starting the work.
const typingDebounceMs = 300;

const pemMimeType = 'application/x-pem-file';

function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

interface GenerationStatusProps {
  busy: boolean;
  request: GenerateRequest | undefined;
  keys: GeneratedKeyPair | undefined;
}

function GenerationStatus({ busy, request, keys }: GenerationStatusProps) {
  const elapsed = useElapsedSeconds(busy, request);
  return (
    <Group gap="xs" mih={22} role="status" aria-live="polite">
      {busy ? (
        <>
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Generating…{elapsed >= 2 && ` ${elapsed} s`}
          </Text>
        </>
      ) : (
        keys && (
          <Text size="sm" c="dimmed">
            {keys.bits}-bit key pair generated in {formatDuration(keys.durationMs)} with {keys.engine}.
          </Text>
        )
      )}
    </Group>
  );
}

interface DownloadButtonProps {
  value: string;
  fileName: string;
  mimeType: string;
  extension: string;
}

function DownloadButton({ value, fileName, mimeType, extension }: DownloadButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={!value}
      onClick={() => downloadFile(fileName, value, mimeType)}
    >
      Download {extension}
    </Button>
  );
}

const publicFiles: Record<PublicKeyFormat, { fileName: string; mimeType: string; extension: string }> = {
  spki: { fileName: 'rsa-public-key.pem', mimeType: pemMimeType, extension: '.pem' },
  openssh: { fileName: 'id_rsa.pub', mimeType: 'text/plain', extension: '.pub' },
};

const privateFiles: Record<PrivateKeyFormat, string> = {
  pkcs1: 'rsa-private-key.pem',
  pkcs8: 'private-key.pem',
  encrypted: 'private-key-encrypted.pem',
};

export default function RsaKeyPairGenerator() {
  const [state, set] = useToolState('rsa-key-pair-generator', rsaFields);
  const { passphrase } = state;
  const [nonce, setNonce] = useState(0);
  // Keys are made in the browser after hydration (and after the URL's settings are read), never
  // during prerendering: a key baked into the HTML would be the same for everyone.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const bits = parseBits(state.bits);
  const validBits = bits.ok ? bits.value : undefined;
  const request = useMemo<GenerateRequest | undefined>(
    () => (hydrated && validBits !== undefined ? { bits: validBits, nonce } : undefined),
    [hydrated, validBits, nonce],
  );
  // Not restarted on a newer request: the worker must outlive an abandoned Web Crypto run to know
  // it is still busy (see createRsaKeyPairGenerator); forge runs stop through the abort signal.
  const generation = useWorkerResult<GenerateRequest, GeneratedKeyPair>(spawnGenerator, request, {
    debounceMs: typingDebounceMs,
  });
  const keys = generation.result;
  const generating = generation.busy || (!hydrated && bits.ok);

  const encrypting = state.privateFormat === 'encrypted';
  const encryptRequest = useMemo<EncryptRequest | undefined>(
    () => (encrypting && keys && passphrase !== '' ? { pkcs1: keys.pkcs1, passphrase } : undefined),
    [encrypting, keys, passphrase],
  );
  const encryption = useWorkerResult<EncryptRequest, string>(spawnEncryptor, encryptRequest, {
    debounceMs: typingDebounceMs,
  });

  const publicKey = keys
    ? state.publicFormat === 'openssh'
      ? withComment(keys.openSshPublicKey, state.comment)
      : keys.publicKeyPem
    : '';
  const privateKey = !keys
    ? ''
    : state.privateFormat === 'pkcs1'
      ? keys.privateKeyPem
      : state.privateFormat === 'pkcs8'
        ? keys.privateKeyPkcs8Pem
        : (encryption.result ?? '');
  const privatePlaceholder = generating ? 'Generating…' : encryption.busy ? 'Encrypting…' : undefined;
  const publicFile = publicFiles[state.publicFormat];

  return (
    <Stack gap="md">
      <Card>
        <Group align="flex-start" gap="md">
          <BitsInput
            label="Bits :"
            value={state.bits}
            onChange={(value) => set('bits', value)}
            min={minBits}
            max={maxBits}
            step={bitsStep}
            error={bits.ok ? undefined : bits.error}
          />
          <Button
            mt={25}
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={generating || !bits.ok}
            onClick={() => setNonce((value) => value + 1)}
          >
            Refresh key-pair
          </Button>
        </Group>
        <GenerationStatus busy={generating} request={request} keys={keys} />
        {generation.error !== undefined && (
          <Alert type="error" title="The key pair could not be generated">
            {generation.error}
          </Alert>
        )}
      </Card>

      <Card>
        <Stack gap="sm" aria-busy={generating}>
          <Group align="flex-end" gap="md">
            <Select
              label="Public output format"
              options={publicKeyFormats}
              value={state.publicFormat}
              onChange={(value) => set('publicFormat', value)}
            />
            {state.publicFormat === 'openssh' && (
              <InputText
                label="Comment"
                placeholder="user@host"
                value={state.comment}
                onChange={(value) => set('comment', value)}
              />
            )}
          </Group>
          <CopyableField
            label="Public key"
            value={publicKey}
            multiline
            rows={state.publicFormat === 'openssh' ? 3 : 6}
            placeholder={generating ? 'Generating…' : undefined}
          />
          <Group justify="flex-end">
            <DownloadButton value={publicKey} {...publicFile} />
          </Group>
          <KeyValueTable rows={[{ label: 'SHA-256 fingerprint', value: keys?.fingerprintSha256 ?? '' }]} copyable />
        </Stack>
      </Card>

      <Card>
        <Stack gap="sm" aria-busy={generating || encryption.busy}>
          <Group align="flex-start" gap="md">
            <Select
              label="Private output format"
              options={privateKeyFormats}
              value={state.privateFormat}
              onChange={(value) => set('privateFormat', value)}
            />
            {encrypting && (
              <InputText
                label="Passphrase"
                placeholder="Your passphrase..."
                password
                value={passphrase}
                onChange={(value) => set('passphrase', value)}
                error={passphrase === '' ? passphraseRequiredMessage : undefined}
              />
            )}
          </Group>
          {encryption.error !== undefined && (
            <Alert type="error" title="The private key could not be encrypted">
              {encryption.error}
            </Alert>
          )}
          <CopyableField label="Private key" value={privateKey} multiline rows={8} placeholder={privatePlaceholder} />
          <Group justify="flex-end">
            <DownloadButton
              value={privateKey}
              fileName={privateFiles[state.privateFormat]}
              mimeType={pemMimeType}
              extension=".pem"
            />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
