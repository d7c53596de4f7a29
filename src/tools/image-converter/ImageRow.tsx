import { Group, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { formatBytes } from '../../lib/bytes';
import type { Message } from '../../lib/operation/message';
import type { Result } from '../../lib/result';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { ImageThumbnail } from '../../ui/image-thumbnail/ImageThumbnail';
import { Text } from '../../ui/text/Text';
import type { Converted } from './convert-image';
import classes from './ImageConverter.module.css';
import words from './locales/en.json';

const dimensions = (width: number, height: number) => `${width} x ${height}`;

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
  const output = result && outputName ? new Blob([result.output.bytes as Uint8Array<ArrayBuffer>]) : undefined;
  const change = result ? Math.round((result.output.bytes.length / result.input.bytes - 1) * 100) : 0;
  return (
    <div className={classes.row}>
      <div className={classes.thumbs}>
        <ImageThumbnail image={file} alt={t('preview.before', { name: file.name })} size={48} />
        {output && <ImageThumbnail image={output} alt={t('preview.after', { name: outputName ?? '' })} size={48} />}
      </div>
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
                outputName.split('.').pop()!.toUpperCase().replace('JPG', 'JPEG').replace('WEBP', 'WebP'),
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
