import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useComputation } from '../../lib/conversion/useComputation';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { DiffTree } from './DiffTree';
import {
  compareJsonTexts,
  identicalMessage,
  summaryText,
  type JsonComparison,
  type JsonDiffRequest,
} from './json-diff';
import { jsonDiffFields } from './json-diff-fields';

const placeholder = 'Paste your JSON here...';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module' });

export default function JsonDiff() {
  const [state, set] = useToolState('json-diff', jsonDiffFields);
  const { first, second, ignoreArrayOrder } = state;
  const request = useMemo<JsonDiffRequest>(
    () => ({ first, second, ignoreArrayOrder }),
    [first, second, ignoreArrayOrder],
  );
  // Large documents are parsed and compared in a worker, after a pause in typing.
  const large = first.length + second.length > largeInputChars;
  const work = useComputation(request, large, compareJsonTexts, spawnWorker);
  const outcome = work.result;
  const comparison = outcome?.comparison;

  const swap = () => {
    set('first', second);
    set('second', first);
  };

  return (
    <Stack>
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextFileInput
            label="First JSON"
            fileLabel="Load the first JSON from a file"
            value={first}
            onChange={(value) => set('first', value)}
            placeholder={placeholder}
            error={outcome?.firstError}
          />
          <TextFileInput
            label="JSON to compare"
            fileLabel="Load the JSON to compare from a file"
            value={second}
            onChange={(value) => set('second', value)}
            placeholder={placeholder}
            error={outcome?.secondError}
          />
        </SimpleGrid>
      </Card>
      <Group justify="center" gap="xl">
        <Switch
          label="Only show differences"
          checked={state.onlyDifferences}
          onChange={(value) => set('onlyDifferences', value)}
        />
        <Switch
          label="Ignore array order"
          checked={ignoreArrayOrder}
          onChange={(value) => set('ignoreArrayOrder', value)}
        />
      </Group>
      {ignoreArrayOrder && (
        <Note>
          Arrays of plain values are compared as collections, whatever their order; arrays of objects match their items
          by an id, key or name field that every item has. Other arrays are compared position by position.
        </Note>
      )}
      <RunStatus running={work.busy} label="Comparing…" />
      {work.error && <Alert type="error">{work.error}</Alert>}
      {comparison && !comparison.ok && <Alert type="warning">{comparison.error}</Alert>}
      {comparison?.ok && <Result comparison={comparison.value} onlyDifferences={state.onlyDifferences} onSwap={swap} />}
    </Stack>
  );
}

interface ResultProps {
  comparison: JsonComparison;
  onlyDifferences: boolean;
  onSwap: () => void;
}

function Result({ comparison, onlyDifferences, onSwap }: ResultProps) {
  return (
    <Card>
      <Group justify="space-between">
        <Text weight="semibold" role="status">
          {comparison.identical ? identicalMessage : summaryText(comparison.counts)}
        </Text>
        <Group gap="xs">
          <CopyButton value={comparison.patch} label="Copy as JSON Patch" />
          <Button variant="default" leftSection={<IconArrowsLeftRight size={16} aria-hidden />} onClick={onSwap}>
            Swap sides
          </Button>
        </Group>
      </Group>
      {!comparison.identical && <DiffTree lines={comparison.lines} onlyDifferences={onlyDifferences} />}
    </Card>
  );
}
