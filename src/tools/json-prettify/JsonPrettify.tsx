import { Group, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import {
  clampIndentSize,
  describeJsonError,
  maxIndentSize,
  minIndentSize,
  prettifyJson,
  type JsonPrettifyResult,
} from './json-prettify';
import { jsonPrettifyFields } from './json-prettify-fields';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-prettify.worker.ts', import.meta.url), { type: 'module' });

export default function JsonPrettify() {
  const [state, set] = useToolState('json-prettify', jsonPrettifyFields);
  const sortKeys = state['sort-keys'];
  const indentSize = state['indent-size'];
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  const work = useTextComputation(state['raw-json'], options, prettifyJson, spawnWorker);
  const result: JsonPrettifyResult | undefined =
    work.error === undefined ? work.result : { ok: false, error: work.error, detail: work.error };

  const error =
    !result || result.ok ? undefined : (
      <>
        {result.error}
        {result.position && (
          <>
            <br />
            {describeJsonError(result.detail, result.position)}
          </>
        )}
      </>
    );

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <Switch label="Sort keys" checked={sortKeys} onChange={(value) => set('sort-keys', value)} />
        <NumberInput
          label="Indent size"
          value={indentSize}
          onChange={(value) => set('indent-size', clampIndentSize(value))}
          min={minIndentSize}
          max={maxIndentSize}
          w={120}
        />
      </Group>
      <Text size="sm" c="dimmed">
        JavaScript always lists keys that look like array indexes (&quot;9&quot;, &quot;10&quot;) first, in numeric
        order, whether keys are sorted or not. Numbers beyond 2^53 lose precision: 12345678901234567890 becomes
        12345678901234567000.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <InputText
          label="Your raw JSON"
          value={state['raw-json']}
          onChange={(value) => set('raw-json', value)}
          placeholder="Paste your raw JSON here..."
          multiline
          rows={20}
          monospace
          spellCheck={false}
          error={error}
        />
        <CodeBlock label="Prettified version of your JSON" value={result?.ok ? result.value : ''} language="json" />
      </SimpleGrid>
    </Card>
  );
}
