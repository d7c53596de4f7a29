import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { formatBytes } from '../../lib/bytes';
import type { Message } from '../../lib/operation/message';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useWorkerResult } from '../../lib/worker/useWorkerResult';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { shownStart } from '../../ui/copyable-field/shown-output';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { ExampleQueries } from './ExampleQueries';
import { defaultJqOutput, jqSwitches, jsonQueryFields, type JqSwitch } from './fields';
import type { QueryAnswer, QueryRequest } from './json-query';
import classes from './JsonQuery.module.css';
import words from './locales/en.json';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-query.worker.ts', import.meta.url), { type: 'module' });

/** A run over this long is stopped by ending its worker (jq cannot be interrupted from inside). */
const timeLimitMs = 5000;
const typingPauseMs = 150;
/** Text over this many characters waits for a longer pause in typing. */
const largeJsonChars = 1024 * 1024;
const largeJsonPauseMs = 400;
/** "Result" shows this much of a longer output; Copy and Download take all of it. */
const shownOutputChars = 1024 * 1024;

const switchFields = Object.fromEntries(jqSwitches.map((name) => [name, jsonQueryFields[name]])) as Pick<
  typeof jsonQueryFields,
  JqSwitch
>;

const noAnswer: QueryAnswer = { output: '', outputBytes: 0, messages: '', errors: {} };

/** The answer to the page's first state, known in advance: the page opens without loading jq. */
const defaultAnswer: QueryAnswer = {
  output: defaultJqOutput,
  outputBytes: defaultJqOutput.length,
  messages: '',
  errors: {},
};

export default function JsonQuery() {
  const { t, text, wordNode } = useToolWords(words);
  const { locale } = useTranslation();
  const [state, set] = useToolState('json-query', jsonQueryFields);
  const jsonpath = state.jsonpath;
  const query = jsonpath ? state.jsonpathQuery : state.query;
  const { json, rawOutput, compactOutput, slurp, nullInput, rawInput, sortKeys, variables } = state;

  const atDefaults = Object.entries(jsonQueryFields).every(([name, field]) =>
    Object.is(state[name as keyof typeof state], field.defaultValue),
  );
  const request = useMemo<QueryRequest | undefined>(
    () =>
      query.trim() === '' || atDefaults
        ? undefined
        : {
            language: jsonpath ? 'jsonpath' : 'jq',
            query,
            json,
            jq: { rawOutput, compactOutput, slurp, nullInput, rawInput, sortKeys, variables },
          },
    [atDefaults, jsonpath, query, json, rawOutput, compactOutput, slurp, nullInput, rawInput, sortKeys, variables],
  );
  // Stop ends the run under way: no request until the next change.
  const [stopped, setStopped] = useState<QueryRequest>();
  const sent = request !== undefined && request === stopped ? undefined : request;
  const work = useWorkerResult<QueryRequest, QueryAnswer>(spawnWorker, sent, {
    debounceMs: json.length > largeJsonChars ? largeJsonPauseMs : typingPauseMs,
    restartOnSupersede: true,
    timeLimitMs,
  });

  // While a new answer is on its way, the last one stays: the result does not blink at each key.
  const [lastAnswer, setLastAnswer] = useState<QueryAnswer>(noAnswer);
  if (work.result && work.result !== lastAnswer) setLastAnswer(work.result);
  const failed = work.error !== undefined || sent === undefined;
  const answer = atDefaults ? defaultAnswer : failed ? noAnswer : (work.result ?? lastAnswer);

  const queryError: ReactNode = work.timedOut ? (
    t('errors.timeLimit')
  ) : work.error !== undefined ? (
    // The worker's own failure (it could not load, say), in the browser's words.
    <span lang="en">{work.error}</span>
  ) : sent === undefined && request !== undefined ? (
    t('query.stopped')
  ) : (
    answer.errors.query && errorNode(answer.errors.query)
  );

  function errorNode(message: Message): ReactNode {
    // jq's own words, as the command prints them: its line breaks and caret line kept.
    if (message.code === 'errors.jq')
      return (
        <span className={classes.jqError} lang="en" translate="no">
          {String(message.values?.detail ?? '')}
        </span>
      );
    return wordNode(message);
  }

  const raw = !jsonpath && rawOutput;
  const languageTag = localeTags[locale];
  const cut = answer.output.length > shownOutputChars;
  const shownOutput = shownStart(answer.output, shownOutputChars);
  const notes = [
    answer.jsonLines !== undefined && t('notes.jsonLines', { count: answer.jsonLines }),
    cut &&
      t('result.cut', {
        shown: formatBytes(shownOutputChars, languageTag),
        total: formatBytes(answer.outputBytes, languageTag),
      }),
  ].filter((note): note is string => typeof note === 'string');

  const setQuery = (value: string) => set(jsonpath ? 'jsonpathQuery' : 'query', value);

  return (
    <Stack gap="md">
      <Card>
        <ButtonsSelect
          label={t('language.label')}
          options={[
            { value: 'jq', label: t('language.jq') },
            { value: 'jsonpath', label: t('language.jsonPath') },
          ]}
          value={jsonpath ? 'jsonpath' : 'jq'}
          onChange={(value) => set('jsonpath', value === 'jsonpath')}
        />
        <InputText
          label={t('query.label')}
          value={query}
          onChange={setQuery}
          multiline
          autosize
          rows={1}
          monospace
          typingAids={false}
          placeholder={jsonpath ? '$' : '.'}
          error={queryError}
        />
        <ExampleQueries
          label={t('query.examples')}
          jsonpath={jsonpath}
          onPick={(example) => {
            setQuery(example.query);
            if (example.rawOutput) set('rawOutput', true);
          }}
        />
        {!jsonpath && (
          <>
            <Group gap="lg" role="group" aria-label={t('flags.title')}>
              <FieldControls
                fields={switchFields}
                values={state}
                onChange={(name, value) => set(name as JqSwitch, value === true)}
                text={text}
              />
            </Group>
            <InputText
              label={t('variables.label')}
              description={t('variables.help')}
              value={variables}
              onChange={(value) => set('variables', value)}
              multiline
              rows={3}
              monospace
              typingAids={false}
              placeholder={t('variables.placeholder')}
              error={answer.errors.variables && wordNode(answer.errors.variables)}
            />
          </>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextFileInput
          label={t('json.label')}
          fileLabel={t('json.file')}
          value={json}
          onChange={(value) => set('json', value)}
          placeholder={t('json.placeholder')}
          rows={16}
          error={answer.errors.json && wordNode(answer.errors.json)}
        />
        <Stack gap="sm">
          <CodeBlock
            label={t('result.label')}
            value={shownOutput}
            copyValue={answer.output}
            language={raw ? undefined : 'json'}
            minRows={16}
            footer={
              <Stack gap={4} mt={4}>
                {notes.map((note) => (
                  <Note key={note}>{note}</Note>
                ))}
                <Group justify="space-between" wrap="nowrap">
                  <RunStatus running={work.busy} label={t('query.running')} onStop={() => setStopped(request)} />
                  <DownloadButton
                    content={() => answer.output}
                    fileName={raw ? 'json-query.txt' : 'json-query.json'}
                    mimeType={raw ? 'text/plain' : 'application/json'}
                    disabled={answer.output === ''}
                    size="small"
                  />
                </Group>
              </Stack>
            }
          />
          {jsonpath && (
            <CopyableField
              label={t('paths.label')}
              value={(answer.paths ?? []).join('\n')}
              multiline
              rows={3}
              description={answer.paths && t('notes.matches', { count: answer.paths.length })}
            />
          )}
          {!jsonpath && answer.messages !== '' && (
            <CodeBlock label={t('messages.label')} value={answer.messages} wrap minRows={3} />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
