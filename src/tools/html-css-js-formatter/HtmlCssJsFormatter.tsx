import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import type { Kind } from '../../lib/operation/kinds';
import type { OperationResult } from '../../lib/operation/operation';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { hasDefaultValues } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import type { CodeLanguage } from '../../ui/code-block/highlighter';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { Link } from '../../ui/link/Link';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { Text } from '../../ui/text/Text';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { defaultResult } from './default-result';
import { formatterFields as fields } from './fields';
import classes from './HtmlCssJsFormatter.module.css';
import words from './locales/en.json';
import { applicableOptions, languages, resultFileName, timeLimitMs, type Language } from './options';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnFormatter = () =>
  new Worker(new URL('./html-css-js-formatter.worker.ts', import.meta.url), { type: 'module' });

const slug = 'html-css-js-formatter';
const shortDelayMs = 150;
const largeDelayMs = 400;

const highlighted: Record<Language, CodeLanguage> = { html: 'html', css: 'css', js: 'javascript', ts: 'typescript' };
const mimeTypes: Record<Language, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  ts: 'text/typescript',
};
const jsonTools = ['/json-prettify', '/json-minify'];

/** The note's text with its `[bracketed]` parts as links to the JSON tools, in order. */
function JsonNote({ text }: { text: string }) {
  let link = 0;
  return (
    // The body's size, as the links': a link keeps its own size inside smaller text.
    <Text tone="dimmed">
      {text.split(/(\[[^\]]+\])/).map((part, at) =>
        /^\[.*\]$/.test(part) ? (
          <Link key={at} href={jsonTools[link++] ?? jsonTools[0]}>
            {part.slice(1, -1)}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

export default function HtmlCssJsFormatter() {
  const { t: ui } = useTranslation();
  const { t, text: say, word, wordNode } = useToolWords(words);
  const [state, set] = useToolState(slug, fields);
  const { code, ...options } = state;
  const { language, minify, minifyInline } = state;
  // A new request only when the code or an option changes (the worker compares by identity).
  const optionsKey = JSON.stringify(options);
  const typeScriptMinified = minify && language === 'ts';
  const request = useMemo<OperationRequest | undefined>(
    () => (typeScriptMinified ? undefined : { text: code, options: JSON.parse(optionsKey) as typeof options }),
    [code, optionsKey, typeScriptMinified],
  );
  const work = useWorkerResult<OperationRequest, OperationResult<string>>(spawnFormatter, request, {
    debounceMs: code.length > largeInputChars ? largeDelayMs : shortDelayMs,
    timeLimitMs,
  });
  // At the default settings the answer is known: no need to wait for the worker.
  const known = hasDefaultValues(fields, state) ? defaultResult : undefined;
  const failed: Message | undefined = work.timedOut
    ? { code: 'errors.timeout' }
    : work.error === undefined
      ? undefined
      : { code: 'common.errors.unexpected', values: { detail: work.error } };
  const result = failed ? undefined : (work.result ?? known);
  const error = failed ?? (result && !result.ok ? result.error : undefined);
  const output = result?.ok ? result.value : '';
  const notes = result?.ok ? (result.notes ?? []) : [];
  const frame = error?.values?.frame;

  const shown = applicableOptions({ language, minify, minifyInline });
  const optionFields = Object.fromEntries(shown.map((name) => [name, fields[name]]));
  const sendKind: Kind = language === 'html' ? 'html' : 'code';

  let codeError: ReactNode;
  if (error) {
    codeError = (
      <>
        {wordNode(error)}
        {typeof frame === 'string' && (
          <span className={classes.frame} translate="no">
            {frame}
          </span>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group gap="xl" align="flex-start">
            <Stack gap={4} w={260}>
              <Select
                label={t('language.label')}
                options={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
                value={language}
                onChange={(value) => set('language', value)}
              />
              <JsonNote text={t('language.jsonNote')} />
            </Stack>
            <Stack gap={4}>
              <ButtonsSelect
                label={t('mode.label')}
                options={[
                  { value: 'beautify', label: t('mode.beautify') },
                  { value: 'minify', label: t('mode.minify') },
                ]}
                value={minify ? 'minify' : 'beautify'}
                onChange={(value) => set('minify', value === 'minify')}
              />
              {typeScriptMinified && (
                <Text size="sm" tone="error">
                  {t('errors.minifyTypeScript')}
                </Text>
              )}
            </Stack>
          </Group>
          {shown.length > 0 && (
            <Group gap="xl" align="flex-end">
              <FieldControls
                fields={optionFields}
                values={state}
                onChange={(name, value) => set(name as keyof typeof fields, value as never)}
                text={say}
                widths={{ printWidth: 120, indentSize: 120, trailingComma: 140, whitespaceSensitivity: 200 }}
              />
            </Group>
          )}
        </Stack>
      </Card>
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextFileInput
            label={t('code.label')}
            fileLabel={t('code.file')}
            placeholder={t('code.placeholder')}
            value={code}
            onChange={(value) => set('code', value)}
            error={codeError}
          />
          <CodeBlock
            label={t('result.label')}
            value={output}
            language={highlighted[language]}
            send={{ kind: sendKind }}
            minRows={20}
            footer={
              <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
                <RunStatus
                  running={work.busy && !known && !typeScriptMinified}
                  label={ui('ui.converting')}
                  idle={
                    <Stack gap={2}>
                      {notes.map((note) => (
                        <Text key={note.code} size="sm" tone={note.warning ? 'warning' : 'dimmed'}>
                          {word(note)}
                        </Text>
                      ))}
                    </Stack>
                  }
                />
                <DownloadButton
                  content={output}
                  fileName={resultFileName(language, minify)}
                  mimeType={mimeTypes[language]}
                  disabled={!output}
                />
              </Group>
            }
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
