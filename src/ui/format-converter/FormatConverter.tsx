import { Group, SimpleGrid } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import type { Messages } from '../../i18n/translate';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import type { Kind } from '../../lib/operation/kinds';
import type { Note, Operation, OperationResult } from '../../lib/operation/operation';
import { runSafely } from '../../lib/operation/run';
import { err } from '../../lib/result';
import { hasDefaultValues, type Fields, type FieldValues } from '../../lib/tool-state/fields';
import { useToolState, type SetField } from '../../lib/tool-state/useToolState';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { Card } from '../card/Card';
import { CodeBlock } from '../code-block/CodeBlock';
import type { CodeLanguage } from '../code-block/highlighter';
import { DownloadButton } from '../download/DownloadButton';
import { FieldControls } from '../field-controls/FieldControls';
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
  typescript: 'text/typescript',
  css: 'text/css',
  javascript: 'text/javascript',
  python: 'text/x-python',
  php: 'application/x-httpd-php',
  rust: 'text/x-rust',
  bash: 'application/x-sh',
  http: 'message/http',
};

/** The values of every field of the operation: its input's and its options'. */
export type ConverterValues<F extends Fields> = FieldValues<F>;

/**
 * The download is saved as `fileName`, `<slug>.<extension>` by convention, with the output as it
 * is unless `fileContent` makes the file from it (and the values); `downloadLabel` (a key)
 * replaces 'Download'. `wrap` wraps long lines of the output. Without a `language` the output is
 * plain text, downloaded as `mimeType` (text/plain unless given). `label` (a key) and `kind`
 * replace the operation's output label and kind where they depend on the options.
 */
export interface OutputLook<F extends Fields> {
  language?: CodeLanguage;
  mimeType?: string;
  fileName: string;
  fileContent?: (output: string, values: ConverterValues<F>) => string;
  downloadLabel?: string;
  wrap?: boolean;
  label?: string;
  kind?: Kind;
}

export interface FormatConverterProps<F extends Fields> {
  /** The tool's slug: its fields are linked and stored under it (see useToolState). */
  slug: string;
  /** The tool's English catalogue: the operation's labels and the page's other words are its keys. */
  words: Messages;
  /**
   * Text to text: its fields are the page's state (the input's and the options'), its output's
   * label the output block's. Module-level.
   */
  operation: Operation<string, string, F>;
  /** The input's look: its placeholder (a key); `rows`, its initial height, 20 by default. */
  input: { placeholder: string; rows?: number; autoFocus?: boolean };
  /**
   * The output's look, or a function of the values giving it where an option changes it (the
   * output's language, say).
   */
  output: OutputLook<F> | ((values: ConverterValues<F>) => OutputLook<F>);
  /**
   * True: every conversion runs in the worker, so a heavy library the operation loads when it runs
   * never loads with the page (its evaluation and first run held hydration); `defaultResult` then
   * stands for the worker's answer at the default settings. False by default: small input is
   * converted on the page as it is typed, large input in the worker.
   */
  workerOnly?: boolean;
  /**
   * The result at the default input and options, known in advance (a unit test keeps it equal to
   * the operation's): shown while the worker works on those, the prerendered page included.
   */
  defaultResult?: OperationResult<string>;
  /** Starts a worker serving the operation (see serveOperation), for large input. Module-level. */
  spawnWorker: () => WorkerLike;
  /**
   * The options' controls, shown above the input and output: drawn from the operation's fields
   * (FieldControls) unless given; `controlWidths` fixes some controls' widths.
   */
  controls?: (values: ConverterValues<F>, set: SetField<F>) => ReactNode;
  controlWidths?: Readonly<Record<string, number>>;
  /** More actions on the output (a print button, say), shown before the download button. */
  actions?: (output: string) => ReactNode;
  /** Shown under the input and output, made from the output and the values (a preview, say). */
  below?: (output: string, values: ConverterValues<F>) => ReactNode;
}

function withoutField<Values extends object>(values: Values, name: string): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name)) as Partial<Values>;
}

/**
 * The shared layout of the text-to-text format converters: the options, the input with its error
 * under it, and the highlighted output with copy and download buttons and any notes under it. The
 * input and options are the tool's state, so a link reproduces them.
 */
export function FormatConverter<F extends Fields>({
  slug,
  words,
  operation,
  input,
  output,
  workerOnly = false,
  defaultResult,
  spawnWorker,
  controls,
  controlWidths,
  actions,
  below,
}: FormatConverterProps<F>) {
  const rows = input.rows ?? 20;
  const { t } = useTranslation();
  const { text: say, word, wordNode } = useToolWords(words);
  const fields = operation.fields;
  const inputName = operation.input.field ?? '';
  const [state, set] = useToolState(slug, fields);
  const text = state[inputName] as string;
  const look = typeof output === 'function' ? output(state) : output;
  const { fileContent } = look;
  const mimeType = look.mimeType ?? (look.language ? mimeTypes[look.language] : 'text/plain');
  // A new object only when the state changes, so the conversion does not rerun on other renders.
  const options = useMemo(() => withoutField(state, inputName), [state, inputName]);
  const convert = useMemo(
    () =>
      workerOnly
        ? undefined
        : (given: string, values: Partial<FieldValues<F>>) =>
            runSafely(operation, given, { ...values, [inputName]: given }) as OperationResult<string>,
    [workerOnly, operation, inputName],
  );
  const work = useTextComputation(text, options, convert, spawnWorker);
  const workResult =
    work.error === undefined ? work.result : err({ code: 'common.errors.unexpected', values: { detail: work.error } });
  // At the default settings the answer is known: no need to wait for the worker, nor to say it works.
  const known = defaultResult && hasDefaultValues(fields, state) ? defaultResult : undefined;
  const result = (workResult as OperationResult<string> | undefined) ?? known;
  const busy = work.busy && !known;
  const converted = result?.ok ? result.value : '';
  const outputLabel = look.label ? say(look.label) : operation.output ? say(operation.output.label) : '';
  const outputKind = look.kind ?? operation.output?.kind;

  return (
    <Card>
      {(controls || Object.keys(options).length > 0) && (
        <Group gap="xl" align="flex-end">
          {controls ? (
            controls(state, set)
          ) : (
            <FieldControls
              fields={withoutField(fields, inputName) as Fields}
              values={state}
              onChange={(name, value) => set(name as keyof F, value as FieldValues<F>[keyof F])}
              text={say}
              widths={controlWidths}
            />
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label={say(fields[inputName]?.label ?? inputName)}
          value={text}
          onChange={(value) => set(inputName as keyof F, value as FieldValues<F>[keyof F])}
          placeholder={say(input.placeholder)}
          multiline
          rows={rows}
          autosize
          maxRows={Math.max(rows, 60)}
          autoFocus={input.autoFocus}
          monospace
          spellCheck={false}
          error={result && !result.ok ? wordNode(result.error) : undefined}
        />
        <CodeBlock
          label={outputLabel}
          value={converted}
          send={outputKind && { kind: outputKind }}
          language={look.language}
          wrap={look.wrap}
          minRows={rows}
          footer={
            <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
              <RunStatus
                running={busy}
                label={t('ui.converting')}
                idle={result?.ok && <ConversionNotes notes={result.notes ?? []} word={word} />}
              />
              <Group gap="xs" wrap="nowrap">
                {actions?.(converted)}
                <DownloadButton
                  content={fileContent ? () => fileContent(converted, state) : converted}
                  fileName={look.fileName}
                  mimeType={mimeType}
                  label={look.downloadLabel && say(look.downloadLabel)}
                  disabled={!converted}
                />
              </Group>
            </Group>
          }
        />
      </SimpleGrid>
      {below?.(converted, state)}
    </Card>
  );
}

/** The output's notes: plain facts dimmed, warnings as warnings. */
function ConversionNotes({ notes, word }: { notes: readonly Note[]; word: ToolWords<Messages>['word'] }) {
  return notes.map((note) => (
    <Text key={note.code} size="sm" tone={note.warning ? 'warning' : 'dimmed'}>
      {word(note)}
    </Text>
  ));
}
