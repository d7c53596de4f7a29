import { Box, Group, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import type { Field } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Note } from '../../ui/text/Note';
import { publicKeyIn, type PrivateKeyFormat, type PublicKeyFormat } from './key-format-options';
import words from './locales/en.json';
import { rsaKeyPairGenerate } from './operations';
import { bitsStep, maxBits, minBits, parseBits } from './rsa-bits';
import { earlyKeyPairAttribute, earlyKeyPairScript, takeEarlyKeyPair, useEarlyPublicKey } from './early-key-pair';
import type { EncryptRequest } from './rsa-worker-messages';
import { useRsaKeyPair, type GenerateRequest } from './useRsaKeyPair';

// Started from effects only (see useWorkerResult), never while rendering or prerendering.
const spawnEncryptor = () =>
  new Worker(new URL('./private-key-encryption.worker.ts', import.meta.url), { type: 'module' });

// Typing "4096" passes through "409": wait for the typing to settle before starting the work.
const typingDebounceMs = 300;

const pemMimeType = 'application/x-pem-file';

const { fields } = rsaKeyPairGenerate;

function formatDuration(ms: number, t: ToolWords<typeof words>['t']): string {
  return ms < 1000
    ? t('duration.milliseconds', { milliseconds: Math.max(1, Math.round(ms)) })
    : t('duration.seconds', { seconds: Number((ms / 1000).toFixed(1)) });
}

const publicFiles = {
  spki: { fileName: 'rsa-public-key.pem', mimeType: pemMimeType, label: 'publicKey.downloadPem' },
  openssh: { fileName: 'id_rsa.pub', mimeType: 'text/plain', label: 'publicKey.downloadPub' },
} as const satisfies Record<PublicKeyFormat, { fileName: string; mimeType: string; label: string }>;

/** A choice field's choices under their names, for a Select. */
function choicesOf<T extends string>(field: Field<T>, text: (key: string) => string) {
  const choices = field.shape.type === 'choice' ? (field.shape.choices as readonly T[]) : [];
  return choices.map((value) => ({ value, label: text(field.choiceLabels?.[value] ?? value) }));
}

const privateFiles: Record<PrivateKeyFormat, string> = {
  pkcs1: 'rsa-private-key.pem',
  pkcs8: 'private-key.pem',
  encrypted: 'private-key-encrypted.pem',
};

export default function RsaKeyPairGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('rsa-key-pair-generator', fields);
  const { passphrase } = state;
  const [nonce, setNonce] = useState(0);
  // Keys are made in the browser after hydration (and after the URL's settings are read), never
  // during prerendering: a key baked into the HTML would be the same for everyone.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const bits = parseBits(state.bits);
  const validBits = bits.ok ? bits.value : undefined;
  const bitsError = bits.ok ? undefined : word(bits.error);
  const request = useMemo<GenerateRequest | undefined>(
    () => (hydrated && validBits !== undefined ? { bits: validBits, nonce } : undefined),
    [hydrated, validBits, nonce],
  );
  const generation = useRsaKeyPair(request, typingDebounceMs, { early: takeEarlyKeyPair });
  // The first public key, written into the field by the inline script before the page's code ran.
  const earlyPublicKey = useEarlyPublicKey();
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
    ? publicKeyIn(state.publicFormat, keys, state.comment)
    : state.publicFormat === 'spki'
      ? earlyPublicKey
      : '';
  const privateKey = !keys
    ? ''
    : state.privateFormat === 'pkcs1'
      ? keys.privateKeyPem
      : state.privateFormat === 'pkcs8'
        ? keys.privateKeyPkcs8Pem
        : (encryption.result ?? '');
  const privatePlaceholder = generating ? t('generating') : encryption.busy ? t('encrypting') : undefined;
  const publicFile = publicFiles[state.publicFormat];

  return (
    <Stack gap="md">
      <Card>
        <Group align="flex-start" gap="md">
          <NumberInput
            raw
            label={t('bits.label')}
            value={state.bits}
            onChange={(value) => set('bits', String(value))}
            min={minBits}
            max={maxBits}
            step={bitsStep}
            allowNegative={false}
            error={bitsError}
            w={220}
          />
          <Box mt={25}>
            <GeneratorActions
              onRefresh={() => setNonce((value) => value + 1)}
              refreshLabel={t('refresh')}
              refreshDisabled={generating || !bits.ok}
            />
          </Box>
        </Group>
        <RunStatus
          running={generating}
          label={t('generating')}
          showElapsed
          run={request}
          idle={
            keys && (
              <Note>
                {t('generated', { bits: keys.bits, duration: formatDuration(keys.durationMs, t), engine: keys.engine })}
              </Note>
            )
          }
        />
        {generation.error !== undefined && (
          <Alert type="error" title={t('errors.generationFailed')}>
            {generation.error}
          </Alert>
        )}
      </Card>

      <Card>
        <Stack gap="sm" aria-busy={generating}>
          <Group align="flex-end" gap="md">
            <Select
              label={t('publicFormat.label')}
              options={choicesOf(fields.publicFormat, text)}
              value={state.publicFormat}
              onChange={(value) => set('publicFormat', value)}
            />
            {state.publicFormat === 'openssh' && (
              <InputText
                label={t('comment.label')}
                placeholder={t('comment.placeholder')}
                value={state.comment}
                onChange={(value) => set('comment', value)}
              />
            )}
          </Group>
          <CopyableField
            label={t('publicKey.label')}
            value={publicKey}
            multiline
            rows={state.publicFormat === 'openssh' ? 3 : 6}
            placeholder={generating ? t('generating') : undefined}
          />
          {/* Runs as the prerendered HTML is parsed, never on a client render (see early-key-pair.ts). */}
          <script {...{ [earlyKeyPairAttribute]: '' }} dangerouslySetInnerHTML={{ __html: earlyKeyPairScript }} />
          <Group justify="flex-end">
            <DownloadButton
              content={publicKey}
              disabled={!publicKey}
              fileName={publicFile.fileName}
              mimeType={publicFile.mimeType}
              label={t(publicFile.label)}
            />
          </Group>
          <KeyValueTable rows={[{ label: t('fingerprint'), value: keys?.fingerprintSha256 ?? '' }]} copyable />
        </Stack>
      </Card>

      <Card>
        <Stack gap="sm" aria-busy={generating || encryption.busy}>
          <Group align="flex-start" gap="md">
            <Select
              label={t('privateFormat.label')}
              options={choicesOf(fields.privateFormat, text)}
              value={state.privateFormat}
              onChange={(value) => set('privateFormat', value)}
            />
            {encrypting && (
              <InputText
                label={t('passphrase.label')}
                placeholder={t('passphrase.placeholder')}
                password
                value={passphrase}
                onChange={(value) => set('passphrase', value)}
                error={passphrase === '' ? t('errors.passphraseRequired') : undefined}
              />
            )}
          </Group>
          {encryption.error !== undefined && (
            <Alert type="error" title={t('errors.encryptionFailed')}>
              {encryption.error}
            </Alert>
          )}
          <CopyableField
            label={t('privateKey.label')}
            value={privateKey}
            multiline
            rows={8}
            placeholder={privatePlaceholder}
          />
          <Group justify="flex-end">
            <DownloadButton
              content={privateKey}
              disabled={!privateKey}
              fileName={privateFiles[state.privateFormat]}
              mimeType={pemMimeType}
              label={t('privateKey.download')}
            />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
