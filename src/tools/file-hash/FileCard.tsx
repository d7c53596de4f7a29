import { Group, Stack } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { formatBytes } from '../../lib/bytes';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { ProgressBar } from '../../ui/progress/ProgressBar';
import { formatProgress } from '../../ui/run-status/format-progress';
import { Text } from '../../ui/text/Text';
import type { AlgorithmId } from './algorithms';
import { compareNote, encodeDigest, matchingAlgorithm, type DigestEncoding } from './file-hash';
import type { FileHashState } from './hash-queue';
import words from './locales/en.json';

/** From this size on, the exact byte count follows the rounded size: `4 KB (4,096 bytes)`. */
const exactFromBytes = 1024;
const labelWidth = '13rem';

interface FileCardProps {
  id: number;
  name: string;
  size: number;
  state: FileHashState | undefined;
  /** The algorithms computed for it, in page order. */
  rows: readonly AlgorithmId[];
  /** Those ticked; the others are there to compare. */
  ticked: readonly AlgorithmId[];
  encoding: DigestEncoding;
  expected: Uint8Array | undefined;
  onCancel: (id: number) => void;
}

/** One dropped file: its size, its progress while hashed, then its checksums and the comparison. */
export const FileCard = memo(function FileCard({
  id,
  name,
  size,
  state,
  rows,
  ticked,
  encoding,
  expected,
  onCancel,
}: FileCardProps) {
  const { t, word } = useToolWords(words);
  const languageTag = localeTags[useTranslation().locale];
  const bytes = (count: number) => formatBytes(count, languageTag);
  const sizeText = size >= exactFromBytes ? t('file.exactSize', { size: bytes(size), bytes: size }) : bytes(size);
  const digests = state?.digests ?? {};
  const status = state?.status ?? 'waiting';
  const comparison = expected && status === 'done' ? compareNote(matchingAlgorithm(expected, digests)) : undefined;

  return (
    <Card title={name}>
      <Text size="sm">
        <Text inline weight="medium">
          {t('file.size')}
        </Text>{' '}
        {sizeText}
      </Text>
      {status === 'hashing' && (
        <Progress name={name} size={size} bytes={bytes} state={state!} onCancel={() => onCancel(id)} />
      )}
      {status === 'waiting' && rows.some((row) => !digests[row]) && (
        <Text size="sm" tone="dimmed">
          {t('file.waiting')}
        </Text>
      )}
      {status === 'cancelled' && (
        <Text size="sm" tone="warning" role="status">
          {t('file.cancelled')}
        </Text>
      )}
      {status === 'failed' && <Alert type="error">{t('file.failed', { reason: state?.error ?? '' })}</Alert>}
      <Stack gap="xs" role="group" aria-label={t('file.digests', { name })}>
        {rows.map((row) => {
          const digest = digests[row];
          const algorithm = t(`algorithmNames.${row}`);
          return (
            <CopyableField
              key={row}
              label={ticked.includes(row) ? algorithm : t('file.addedToCompare', { algorithm })}
              value={digest ? encodeDigest(digest, encoding) : ''}
              labelPosition="left"
              labelWidth={labelWidth}
              send={{ kind: encoding === 'base64' ? 'base64' : 'hex-digest' }}
            />
          );
        })}
      </Stack>
      {status === 'done' && state?.lastRunMs !== undefined && (
        <HashedIn ms={state.lastRunMs} size={size} bytes={bytes} />
      )}
      {comparison && (
        <Text size="sm" weight="medium" tone={comparison.warning ? 'error' : 'success'} role="status">
          {word(comparison)}
        </Text>
      )}
    </Card>
  );
});

interface ProgressProps {
  name: string;
  size: number;
  bytes: (count: number) => string;
  state: FileHashState;
  onCancel: () => void;
}

/** `37% · 1.48 GB of 4 GB · 412 MB/s`, a bar and "Cancel". */
function Progress({ name, size, bytes, state, onCancel }: ProgressProps) {
  const { t } = useToolWords(words);
  const languageTag = localeTags[useTranslation().locale];
  const done = state.progress?.bytes ?? 0;
  const share = size > 0 ? done / size : 0;
  const speed = state.progress?.bytesPerSecond;
  const line = t('file.progress', {
    percent: formatProgress(share, languageTag),
    done: bytes(done),
    total: bytes(size),
    speed: speed === undefined ? '…' : bytes(speed),
  });
  return (
    <Stack gap={6}>
      <ProgressBar value={share} label={t('file.progressLabel', { name })} valueText={line} animate={false} />
      <Group gap="sm" justify="space-between">
        <Text size="sm" tone="dimmed" role="status">
          {line}
        </Text>
        <Button
          size="small"
          variant="default"
          leftSection={<IconPlayerStop size={14} aria-hidden />}
          onClick={onCancel}
        >
          {t('file.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Hashed in 2.4 s (1.6 GB/s)", in milliseconds under a second. */
function HashedIn({ ms, size, bytes }: { ms: number; size: number; bytes: (count: number) => string }) {
  const { t } = useToolWords(words);
  const milliseconds = Math.max(1, Math.round(ms));
  const speed = bytes((size * 1000) / milliseconds);
  return (
    <Text size="sm" tone="dimmed">
      {milliseconds < 1000
        ? t('file.hashedInMilliseconds', { milliseconds, speed })
        : t('file.hashedInSeconds', { seconds: milliseconds / 1000, speed })}
    </Text>
  );
}
