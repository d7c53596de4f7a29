import { Group, SimpleGrid, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Converter } from '../../lib/conversion/conversion';
import { useConversion } from '../../lib/conversion/useConversion';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { Card } from '../card/Card';
import { CodeBlock } from '../code-block/CodeBlock';
import type { CodeLanguage } from '../code-block/highlighter';
import { DownloadButton } from '../download/DownloadButton';
import { InputText } from '../input-text/InputText';

const mimeTypes: Record<CodeLanguage, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  toml: 'application/toml',
  xml: 'application/xml',
  html: 'text/html',
};

export interface FormatConverterProps<Options> {
  input: { label: string; placeholder: string; defaultValue?: string };
  /** The download is saved as `fileName`, `<slug>.<extension>` by convention. */
  output: { label: string; language: CodeLanguage; fileName: string };
  convert: Converter<Options>;
  /** Memoised: a new object converts again. */
  options: Options;
  /** Starts a worker serving `convert` (see serveConversion), for large input. Module-level. */
  spawnWorker: () => WorkerLike;
  /** Option fields, shown above the input and output. */
  controls?: ReactNode;
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
}: FormatConverterProps<Options>) {
  const { t } = useTranslation();
  const [text, setText] = useState(input.defaultValue ?? '');
  const { conversion, busy } = useConversion(text, options, convert, spawnWorker);
  const converted = conversion?.ok ? conversion.output : '';

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
          rows={20}
          autosize
          maxRows={60}
          monospace
          spellCheck={false}
          error={conversion && !conversion.ok ? conversion.error : undefined}
        />
        <CodeBlock
          label={output.label}
          value={converted}
          language={output.language}
          footer={
            <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
              <div role="status">
                {busy && <Text size="sm">{t('ui.converting')}</Text>}
                {conversion?.ok && conversion.notice && (
                  <Text size="sm" c="orange.9">
                    {conversion.notice}
                  </Text>
                )}
              </div>
              <DownloadButton
                content={converted}
                fileName={output.fileName}
                mimeType={mimeTypes[output.language]}
                disabled={!converted}
              />
            </Group>
          }
        />
      </SimpleGrid>
    </Card>
  );
}
