import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { useComputation } from '../../lib/conversion/useComputation';
import { largeInputChars } from '../../lib/useDebouncedWhenLarge';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { DiffTree } from './DiffTree';
import { compareJsonTexts, summary, type JsonComparison, type JsonDiffRequest } from './json-diff';
import words from './locales/en.json';
import { jsonDiff } from './operations';

const { onlyDifferences, ignoreArrayOrder: ignoreArrayOrderField } = jsonDiff.fields;
const switches = { onlyDifferences, ignoreArrayOrder: ignoreArrayOrderField };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module' });

export default function JsonDiff() {
  const toolWords = useToolWords(words);
  const { t, text, wordNode } = toolWords;
  const [state, set] = useToolState('json-diff', jsonDiff.fields);
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
            label={t('first.label')}
            fileLabel={t('first.file')}
            value={first}
            onChange={(value) => set('first', value)}
            placeholder={t('placeholder')}
            error={outcome?.firstError && wordNode(outcome.firstError)}
          />
          <TextFileInput
            label={t('second.label')}
            fileLabel={t('second.file')}
            value={second}
            onChange={(value) => set('second', value)}
            placeholder={t('placeholder')}
            error={outcome?.secondError && wordNode(outcome.secondError)}
          />
        </SimpleGrid>
      </Card>
      <Group justify="center" gap="xl">
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={text}
        />
      </Group>
      {ignoreArrayOrder && <Note>{t('ignoreArrayOrder.note')}</Note>}
      <RunStatus running={work.busy} label={t('comparing')} />
      {work.error && <Alert type="error">{work.error}</Alert>}
      {comparison && !comparison.ok && <Alert type="warning">{wordNode(comparison.error)}</Alert>}
      {comparison?.ok && (
        <Result comparison={comparison.value} onlyDifferences={state.onlyDifferences} onSwap={swap} words={toolWords} />
      )}
    </Stack>
  );
}

interface ResultProps {
  comparison: JsonComparison;
  onlyDifferences: boolean;
  onSwap: () => void;
  words: ToolWords<typeof words>;
}

function Result({ comparison, onlyDifferences, onSwap, words: { t, word } }: ResultProps) {
  return (
    <Card>
      <Group justify="space-between">
        <Text weight="semibold" role="status">
          {word(summary(comparison))}
        </Text>
        <Group gap="xs">
          <CopyButton value={comparison.patch} label={t('patch.copy')} />
          <Button variant="default" leftSection={<IconArrowsLeftRight size={16} aria-hidden />} onClick={onSwap}>
            {t('swap')}
          </Button>
        </Group>
      </Group>
      {!comparison.identical && <DiffTree lines={comparison.lines} onlyDifferences={onlyDifferences} />}
    </Card>
  );
}
