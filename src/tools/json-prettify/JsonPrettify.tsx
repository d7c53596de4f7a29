import { Group, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { describeJsonSyntaxError } from '../../lib/json/parse-json';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { IndentSizeInput } from '../../ui/number-input/IndentSizeInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { invalidJsonMessage, maxIndentSize, minIndentSize, prettifyJson } from './json-prettify';
import { jsonPrettifyFields } from './json-prettify-fields';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-prettify.worker.ts', import.meta.url), { type: 'module' });

export default function JsonPrettify() {
  const [state, set] = useToolState('json-prettify', jsonPrettifyFields);
  const sortKeys = state.sortKeys;
  const indentSize = state.indentSize;
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  // A large input is prettified in a worker, after a pause in typing: a 2 MB paste never holds the page.
  const work = useTextComputation(state.rawJson, options, prettifyJson, spawnWorker);
  const result = work.result;

  const error =
    work.error ??
    (result && !result.ok ? (
      <>
        {invalidJsonMessage}
        {result.error.position && (
          <>
            <br />
            {describeJsonSyntaxError(result.error)}
          </>
        )}
      </>
    ) : undefined);

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <Switch label="Sort keys" checked={sortKeys} onChange={(value) => set('sortKeys', value)} />
        <IndentSizeInput
          value={indentSize}
          onChange={(size) => set('indentSize', size)}
          min={minIndentSize}
          max={maxIndentSize}
        />
      </Group>
      <Note>
        JavaScript always lists keys that look like array indexes (&quot;9&quot;, &quot;10&quot;) first, in numeric
        order, whether keys are sorted or not. Numbers beyond 2^53 lose precision: 12345678901234567890 becomes
        12345678901234567000.
      </Note>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label="Your raw JSON"
          value={state.rawJson}
          onChange={(value) => set('rawJson', value)}
          placeholder="Paste your raw JSON here..."
          multiline
          rows={20}
          monospace
          spellCheck={false}
          error={error}
        />
        <CodeBlock
          label="Prettified version of your JSON"
          value={result?.ok ? result.value : ''}
          language="json"
          footer={<RunStatus running={work.busy} label="Prettifying…" />}
        />
      </SimpleGrid>
    </Card>
  );
}
