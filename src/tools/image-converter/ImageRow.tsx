import { Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { formatBytes } from '../../lib/bytes';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { ImageThumbnail } from '../../ui/image-thumbnail/ImageThumbnail';
import { Text } from '../../ui/text/Text';
import { CompareImages } from './CompareImages';
import type { Converted } from './convert-image';
import classes from './ImageConverter.module.css';
import words from './locales/en.json';

const dimensions = (width: number, height: number) => `${width} x ${height}`;
const formatNames = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF', ico: 'ICO' } as const;

/** One file: what it is, what it became (or why not), what was noticed, its preview and download. */
export function ImageRow({
  file,
  outcome,
  outputName,
}: {
  file: File;
  outcome: Result<Converted, Message> | undefined;
  outputName: string | undefined;
}) {
  const { t, word } = useToolWords(words);
  const result = outcome?.ok ? outcome.value : undefined;
  const bytes = result && outputName ? result.output.bytes : undefined;
  const output = useMemo(() => (bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : undefined), [bytes]);
  const [comparing, setComparing] = useState(false);
  const change = result ? Math.round((result.output.bytes.length / result.input.bytes - 1) * 100) : 0;
  return (
    <div className={classes.row}>
      <button
        type="button"
        className={classes.thumbs}
        disabled={!output}
        aria-label={t('compare.open', { name: file.name })}
        onClick={() => setComparing(true)}
      >
        <ImageThumbnail
          image={file}
          alt={t('preview.before', { name: file.name })}
          size={48}
          className={classes.thumb}
        />
        {output && (
          <ImageThumbnail
            image={output}
            alt={t('preview.after', { name: outputName ?? '' })}
            size={48}
            className={classes.thumb}
          />
        )}
      </button>
      {comparing && output && (
        <CompareImages before={file} after={output} name={file.name} onClose={() => setComparing(false)} />
      )}
      <Stack gap={2}>
        <Text size="sm">
          <Text inline monospace>
            {[
              file.name,
              result?.input.format,
              result && dimensions(result.input.width, result.input.height),
              formatBytes(file.size),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Text>
        {result && outputName && (
          <Text size="sm">
            <Text inline monospace>
              {[
                outputName,
                formatNames[result.output.format],
                result.output.sizes
                  ? result.output.sizes.join(', ')
                  : dimensions(result.output.width, result.output.height),
                formatBytes(result.output.bytes.length),
              ].join(' · ')}
            </Text>{' '}
            <Text inline tone={change > 0 ? 'warning' : 'dimmed'}>
              {`${change > 0 ? '+' : ''}${change}%`}
            </Text>
          </Text>
        )}
        {outcome && !outcome.ok && (
          <Text size="sm" tone="error">
            {word(outcome.error)}
          </Text>
        )}
        {result?.notes.map((note) => (
          <Text key={note.code} size="sm" tone="dimmed">
            {word(note)}
          </Text>
        ))}
      </Stack>
      <Group>
        {output && outputName && (
          <DownloadButton label={t('downloadFile', { name: outputName })} fileName={outputName} content={output} />
        )}
      </Group>
    </div>
  );
}
