import { Group, SimpleGrid } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { ConvertedText, Converter } from '../../lib/conversion/conversion';
import { useConversion } from '../../lib/conversion/useConversion';
import { ok } from '../../lib/result';
import { hasDefaultValues, type Field, type Fields, type FieldValues } from '../../lib/tool-state/fields';
import { useToolState, type SetField } from '../../lib/tool-state/useToolState';
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
  go: 'text/x-go',
  sql: 'application/sql',
  java: 'text/x-java-source',
};

/** The names of a schema's text fields: a converter's input is one of them. */
export type TextFieldName<S extends Fields> = {
  [K in keyof S]: S[K] extends Field<string> ? K : never;
}[keyof S] &
  string;

/** What `convert` is given besides the text: the values of every field but the input. */
export type ConverterOptions<S extends Fields, Input extends keyof S> = Omit<FieldValues<S>, Input>;

/** The input's look: `rows`, its initial height, 20 by default; the output block is at least as tall. */
export interface ConverterInput {
  label: string;
  placeholder: string;
  rows?: number;
  autoFocus?: boolean;
}

export interface FormatConverterProps<S extends Fields, Input extends TextFieldName<S>> {
  /** The tool's slug: its fields are linked and stored under it (see useToolState). */
  slug: string;
  /**
   * The input text and the conversion's options, declared once (module-level, see useToolState):
   * the input's default is its field's, and every other field is an option given to `convert`.
   */
  fields: S;
  /** The input, `name` being its field. */
  input: ConverterInput & { name: Input };
  /**
   * The download is saved as `fileName`, `<slug>.<extension>` by convention, with the output as it
   * is unless `fileContent` makes the file from it (and the options); `downloadLabel` replaces
   * 'Download'. `wrap` wraps long lines of the output. Without a `language` the output is plain
   * text, downloaded as `mimeType` (text/plain unless given).
   */
  output: {
    label: string;
    language?: CodeLanguage;
    mimeType?: string;
    fileName: string;
    fileContent?: (output: string, options: ConverterOptions<S, Input>) => string;
    downloadLabel?: string;
    wrap?: boolean;
  };
  /**
   * Module-level: a new function converts again. Without it every conversion runs in the worker,
   * so the converter's library never loads with the page (its evaluation and first run held
   * hydration); `defaultConversion` then stands for the worker's answer at the default settings.
   */
  convert?: Converter<ConverterOptions<S, Input>>;
  /**
   * The conversion of the default input and options, known in advance (a unit test keeps it equal
   * to the converter's): shown while the worker works on those, the prerendered page included.
   */
  defaultConversion?: ConvertedText;
  /** Starts a worker serving `convert` (see serveConversion), for large input. Module-level. */
  spawnWorker: () => WorkerLike;
  /** The options' controls, shown above the input and output. */
  controls?: (options: ConverterOptions<S, Input>, set: SetField<S>) => ReactNode;
  /** More actions on the output (a print button, say), shown before the download button. */
  actions?: (output: string) => ReactNode;
  /** Shown under the input and output, made from the output and the options (a preview, say). */
  below?: (output: string, options: ConverterOptions<S, Input>) => ReactNode;
}

function withoutField<Values extends object, Name extends keyof Values>(
  values: Values,
  name: Name,
): Omit<Values, Name> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name)) as Omit<Values, Name>;
}

/**
 * The shared layout of the text-to-text format converters: the options, the input with its parse
 * error under it, and the highlighted output with copy and download buttons and any notice under
 * it. The input and options are the tool's state, so a link reproduces them.
 */
export function FormatConverter<S extends Fields, Input extends TextFieldName<S>>({
  slug,
  fields,
  input,
  output,
  convert,
  defaultConversion,
  spawnWorker,
  controls,
  actions,
  below,
}: FormatConverterProps<S, Input>) {
  const rows = input.rows ?? 20;
  const { fileContent } = output;
  const mimeType = output.mimeType ?? (output.language ? mimeTypes[output.language] : 'text/plain');
  const { t } = useTranslation();
  const [state, set] = useToolState(slug, fields);
  const text = state[input.name] as string;
  // A new object only when the state changes, so the conversion does not rerun on other renders.
  const options = useMemo(() => withoutField(state, input.name), [state, input.name]);
  const work = useConversion(text, options, convert, spawnWorker);
  // At the default settings the answer is known: no need to wait for the worker, nor to say it works.
  const known = defaultConversion && hasDefaultValues(fields, state) ? ok(defaultConversion) : undefined;
  const conversion = work.conversion ?? known;
  const busy = work.busy && !known;
  const converted = conversion?.ok ? conversion.value.output : '';

  return (
    <Card>
      {controls && (
        <Group gap="xl" align="flex-end">
          {controls(options, set)}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label={input.label}
          value={text}
          onChange={(value) => set(input.name, value as FieldValues<S>[Input])}
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
                idle={conversion?.ok && <ConversionNotes converted={conversion.value} />}
              />
              <Group gap="xs" wrap="nowrap">
                {actions?.(converted)}
                <DownloadButton
                  content={fileContent ? () => fileContent(converted, options) : converted}
                  fileName={output.fileName}
                  mimeType={mimeType}
                  label={output.downloadLabel}
                  disabled={!converted}
                />
              </Group>
            </Group>
          }
        />
      </SimpleGrid>
      {below?.(converted, options)}
    </Card>
  );
}

/** The conversion's summary, plainly, and its notice as a warning. */
function ConversionNotes({ converted: { summary, notice } }: { converted: ConvertedText }) {
  return (
    <>
      {summary && (
        <Text size="sm" tone="dimmed">
          {summary}
        </Text>
      )}
      {notice && (
        <Text size="sm" tone="warning">
          {notice}
        </Text>
      )}
    </>
  );
}
