import { Group, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { describeJsonSyntaxError } from '../../lib/json/parse-json';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { clampIndentSize, invalidJsonMessage, maxIndentSize, minIndentSize, prettifyJson } from './json-prettify';
import { jsonPrettifyFields } from './json-prettify-fields';

export default function JsonPrettify() {
  const [state, set] = useToolState('json-prettify', jsonPrettifyFields);
  const rawJson = useDebouncedWhenLarge(state.rawJson);
  const sortKeys = state.sortKeys;
  const indentSize = state.indentSize;
  const result = useMemo(() => prettifyJson(rawJson, { sortKeys, indentSize }), [rawJson, sortKeys, indentSize]);

  const error = result.ok ? undefined : (
    <>
      {invalidJsonMessage}
      {result.error.position && (
        <>
          <br />
          {describeJsonSyntaxError(result.error)}
        </>
      )}
    </>
  );

  return (
    <Card>
      <Group gap="xl" align="flex-end">
        <Switch label="Sort keys" checked={sortKeys} onChange={(value) => set('sortKeys', value)} />
        <NumberInput
          label="Indent size"
          value={indentSize}
          onChange={(value) => set('indentSize', clampIndentSize(value))}
          min={minIndentSize}
          max={maxIndentSize}
          w={120}
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
        <CodeBlock label="Prettified version of your JSON" value={result.ok ? result.value : ''} language="json" />
      </SimpleGrid>
    </Card>
  );
}
