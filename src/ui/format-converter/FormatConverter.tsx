import { Group, SimpleGrid } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { Converter } from '../../lib/conversion/conversion';
import { useConversion } from '../../lib/conversion/useConversion';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { Card } from '../card/Card';
import { CodeBlock } from '../code-block/CodeBlock';
import type { CodeLanguage } from '../code-block/highlighter';
import { DownloadButton } from '../download/DownloadButton';
import { InputText } from '../input-text/InputText';
import { RunStatus } from '../run-status/RunStatus';
import { Text } from '../text/Text';

const mimeTypes: Record<CodeLanguage, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  toml: 'application/toml',
  xml: 'application/xml',
  html: 'text/html',
};

export interface FormatConverterProps<Options> {
  /** `rows`: the input's initial height, 20 by default; the output block is at least as tall. */
  input: { label: string; placeholder: string; defaultValue?: string; rows?: number; autoFocus?: boolean };
  /**
   * The download is saved as `fileName`, `<slug>.<extension>` by convention, with the output as it
   * is unless `fileContent` makes the file from it; `downloadLabel` replaces 'Download'. `wrap`
   * wraps long lines of the output.
   */
  output: {
    label: string;
    language: CodeLanguage;
    fileName: string;
    fileContent?: (output: string) => string;
    downloadLabel?: string;
    wrap?: boolean;
  };
  convert: Converter<Options>;
  /** Memoised: a new object converts again. */
  options: Options;
  /** Starts a worker serving `convert` (see serveConversion), for large input. Module-level. */
  spawnWorker: () => WorkerLike;
  /** Option fields, shown above the input and output. */
  controls?: ReactNode;
  /** More actions on the output (a print button, say), shown before the download button. */
  actions?: (output: string) => ReactNode;
  /** Shown under the input and output, made from the output (a preview, say). */
  below?: (output: string) => ReactNode;
}

/**
 * The shared layout of the text-to-text format converters: the input with its parse error under
 * it, and the highlighted output with copy and download buttons and any notice under it.
 */
export function FormatConverter<Options>({
  input,
  output,
  convert,
  options,
  spawnWorker,
  controls,
  actions,
  below,
}: FormatConverterProps<Options>) {
  const rows = input.rows ?? 20;
  const { fileContent } = output;
  const { t } = useTranslation();
  const [text, setText] = useState(input.defaultValue ?? '');
  const { conversion, busy } = useConversion(text, options, convert, spawnWorker);
  const converted = conversion?.ok ? conversion.value.output : '';

  return (
    <Card>
      {controls && (
        <Group gap="xl" align="flex-end">
          {controls}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label={input.label}
          value={text}
          onChange={setText}
          placeholder={input.placeholder}
          multiline
          rows={rows}
          autosize
          maxRows={Math.max(rows, 60)}
          autoFocus={input.autoFocus}
          monospace
          spellCheck={false}
          error={conversion && !conversion.ok ? conversion.error : undefined}
        />
        <CodeBlock
          label={output.label}
          value={converted}
          language={output.language}
          wrap={output.wrap}
          minRows={rows}
          footer={
            <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
              <RunStatus
                running={busy}
                label={t('ui.converting')}
                idle={
                  conversion?.ok &&
                  conversion.value.notice && (
                    <Text size="sm" tone="warning">
                      {conversion.value.notice}
                    </Text>
                  )
                }
              />
              <Group gap="xs" wrap="nowrap">
                {actions?.(converted)}
                <DownloadButton
                  content={fileContent ? () => fileContent(converted) : converted}
                  fileName={output.fileName}
                  mimeType={mimeTypes[output.language]}
                  label={output.downloadLabel}
                  disabled={!converted}
                />
              </Group>
            </Group>
          }
        />
      </SimpleGrid>
      {below?.(converted)}
    </Card>
  );
}
