import { Group, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import type { OperationResult } from '../../lib/operation/operation';
import type { OperationRequest } from '../../lib/operation/serve-operation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import type { CodeLanguage } from '../../ui/code-block/highlighter';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { fileExtensions, type Language } from './languages';
import words from './locales/en.json';
import { curlToCode, defaultCommand, defaultLanguageCode } from './operations';
import classes from './CurlConverter.module.css';

const { language: languageField } = curlToCode.fields;
const options = { language: languageField };

const highlighting: Record<Language, CodeLanguage> = {
  python: 'python',
  javascript: 'javascript',
  node: 'javascript',
  go: 'go',
  php: 'php',
  rust: 'rust',
  java: 'java',
  httpie: 'bash',
  ansible: 'yaml',
  http: 'http',
  curl: 'bash',
};

const mimeTypes: Partial<Record<Language, string>> = {
  python: 'text/x-python',
  javascript: 'text/javascript',
  node: 'text/javascript',
  ansible: 'application/yaml',
};

const typingPauseMs = 150;
// A command converts in milliseconds; one that holds the worker this long is stopped.
const timeLimitMs = 10_000;

type Answer = OperationResult<string>;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./curl-converter.worker.ts', import.meta.url), { type: 'module' });

/** The first line of a library's message, and the lines after it (an excerpt and its carets), if any. */
function splitLines(text: string): [string, string | undefined] {
  const end = text.indexOf('\n');
  return end === -1 ? [text, undefined] : [text.slice(0, end), text.slice(end + 1)];
}

/** An excerpt of the command with carets under a part of it: monospace, its line breaks kept. */
function CaretLines({ text }: { text: string }) {
  return (
    <span className={classes.caretLines} lang="en" translate="no">
      {text}
    </span>
  );
}

export default function CurlConverter() {
  const { t, text, wordNode } = useToolWords(words);
  const { t: shellWords } = useTranslation();
  const [state, set] = useToolState('curl-converter', curlToCode.fields);
  const { command, language } = state;
  const atDefaults = command === defaultCommand && language === languageField.defaultValue;

  const request = useMemo<OperationRequest | undefined>(
    () => (atDefaults ? undefined : { text: command, options: { language } }),
    [atDefaults, command, language],
  );
  const work = useWorkerResult<OperationRequest, Answer>(spawnWorker, request, {
    debounceMs: typingPauseMs,
    timeLimitMs,
  });
  // While a new answer is on its way, the last one stays: the code does not blink at each key.
  const [lastAnswer, setLastAnswer] = useState<Answer>();
  if (work.result && work.result !== lastAnswer) setLastAnswer(work.result);
  const answer: Answer | undefined = atDefaults
    ? { ok: true, value: defaultLanguageCode }
    : work.error !== undefined
      ? undefined
      : (work.result ?? lastAnswer);

  const code = answer?.ok ? answer.value : '';
  const warnings = answer?.ok ? (answer.notes ?? []) : [];

  function messageNode(message: Message): ReactNode {
    const detail = message.values?.detail;
    if (typeof detail !== 'string') return wordNode(message);
    const [first, rest] = splitLines(detail);
    return (
      <>
        {wordNode({ ...message, values: { detail: first } })}
        {rest !== undefined && <CaretLines text={rest} />}
      </>
    );
  }

  const error: ReactNode = work.timedOut ? (
    t('errors.timeLimit')
  ) : work.error !== undefined ? (
    // The worker's own failure (it could not load, say), in the browser's words.
    <span lang="en">{work.error}</span>
  ) : (
    answer && !answer.ok && messageNode(answer.error)
  );

  return (
    <Card>
      <Stack gap="md">
        <InputText
          label={t('command.label')}
          value={command}
          onChange={(value) => set('command', value)}
          placeholder={t('command.placeholder')}
          multiline
          rows={8}
          autosize
          maxRows={30}
          monospace
          typingAids={false}
          error={error}
        />
        <Group gap="xl" align="flex-end">
          <FieldControls
            fields={options}
            values={state}
            onChange={(_name, value) => set('language', value as Language)}
            text={text}
            widths={{ language: 240 }}
          />
        </Group>
        <CodeBlock
          label={t('code.label')}
          value={code}
          language={highlighting[language]}
          minRows={12}
          send={{ kind: 'code' }}
          footer={
            <Group justify="space-between" align="flex-start" wrap="nowrap" mt="xs">
              <RunStatus running={work.busy && !atDefaults} label={shellWords('ui.converting')} />
              <DownloadButton
                content={code}
                fileName={`curl-converter.${fileExtensions[language]}`}
                mimeType={mimeTypes[language] ?? 'text/plain'}
                disabled={!code}
              />
            </Group>
          }
        />
        {warnings.length > 0 && (
          <Alert type="warning" title={t('warnings.title')}>
            <ul className={classes.warnings}>
              {warnings.map((warning, index) => (
                <li key={index}>{messageNode(warning)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
