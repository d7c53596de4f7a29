import { Group, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { invalidJson, prettifyJson } from './json-prettify';
import words from './locales/en.json';
import { jsonPrettify } from './operations';

const { sortKeys: sortKeysField, indentSize: indentSizeField } = jsonPrettify.fields;
const options = { sortKeys: sortKeysField, indentSize: indentSizeField };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-prettify.worker.ts', import.meta.url), { type: 'module' });

/** The hint stands on its own line: the shared words for what is wrong are written to follow a colon. */
const asSentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export default function JsonPrettify() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('json-prettify', jsonPrettify.fields);
  const { sortKeys, indentSize } = state;
  const values = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  // A large input is prettified in a worker, after a pause in typing: a 2 MB paste never holds the page.
  const work = useTextComputation(state.rawJson, values, prettifyJson, spawnWorker);
  const result = work.result;
  const invalid = result && !result.ok ? invalidJson(result.error) : undefined;

  const error =
    work.error ??
    (invalid && (
      <>
        {word(invalid)}
        {invalid.hint && (
          <>
            <br />
            {asSentence(word(invalid.hint))}
          </>
        )}
      </>
    ));

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <FieldControls
          fields={options}
          values={state}
          onChange={(name, value) => set(name as keyof typeof options, value as (typeof state)[keyof typeof options])}
          text={text}
          widths={{ indentSize: 120 }}
        />
      </Group>
      <Note>{t('note')}</Note>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label={t('rawJson.label')}
          value={state.rawJson}
          onChange={(value) => set('rawJson', value)}
          placeholder={t('rawJson.placeholder')}
          multiline
          rows={20}
          monospace
          spellCheck={false}
          error={error}
        />
        <CodeBlock
          label={t('prettified.label')}
          value={result?.ok ? result.value : ''}
          language="json"
          footer={<RunStatus running={work.busy} label={t('prettifying')} />}
        />
      </SimpleGrid>
    </Card>
  );
}
