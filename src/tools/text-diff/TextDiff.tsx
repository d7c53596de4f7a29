import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsLeftRight, IconEraser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useComputation } from '../../lib/conversion/useComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Text } from '../../ui/text/Text';
import { TextFileInput } from '../../ui/text-file-input/TextFileInput';
import { DiffView } from './DiffView';
import {
  diffTexts,
  isLargeRequest,
  noDifferencesMessage,
  roughDiffMessage,
  splitLines,
  summaryText,
  type TextDiffRequest,
} from './text-diff';
import { textDiffFields } from './text-diff-fields';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module' });

const viewOptions = [
  { value: 'side-by-side', label: 'Side by side' },
  { value: 'inline', label: 'Inline' },
] as const;

const granularityOptions = [
  { value: 'words', label: 'Words' },
  { value: 'characters', label: 'Characters' },
] as const;

export default function TextDiff() {
  const [state, set] = useToolState('text-diff', textDiffFields);
  const { original, modified, ignoreWhitespace, ignoreCase } = state;
  const request = useMemo<TextDiffRequest>(
    () => ({ original, modified, ignoreWhitespace, ignoreCase }),
    [original, modified, ignoreWhitespace, ignoreCase],
  );
  // Large or many-lined texts are compared in a worker, after a pause in typing. jsdiff cannot
  // pause to hear a newer request, so a worker still comparing older texts is replaced.
  const work = useComputation(request, isLargeRequest(request), diffTexts, spawnWorker, {
    restartOnSupersede: true,
  });
  const diff = work.result;
  const originalLines = useMemo(() => splitLines(original), [original]);
  const modifiedLines = useMemo(() => splitLines(modified), [modified]);

  const swap = () => {
    set('original', modified);
    set('modified', original);
  };
  const clear = () => {
    set('original', '');
    set('modified', '');
  };
  const identical = diff !== undefined && diff.layout.added + diff.layout.removed === 0;

  return (
    <Stack>
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextFileInput
            label="Original text"
            fileLabel="Load the original text from a file"
            value={original}
            onChange={(value) => set('original', value)}
            rows={10}
          />
          <TextFileInput
            label="Modified text"
            fileLabel="Load the modified text from a file"
            value={modified}
            onChange={(value) => set('modified', value)}
            rows={10}
          />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          <Button variant="default" leftSection={<IconArrowsLeftRight size={16} aria-hidden />} onClick={swap}>
            Swap
          </Button>
          <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={clear}>
            Clear
          </Button>
        </Group>
      </Card>
      <Card>
        <Group gap="xl" align="end">
          <ButtonsSelect
            label="View"
            options={viewOptions}
            value={state.view}
            onChange={(value) => set('view', value)}
          />
          <ButtonsSelect
            label="Highlight changes by"
            options={granularityOptions}
            value={state.granularity}
            onChange={(value) => set('granularity', value)}
          />
        </Group>
        <Group mt="md" gap="xl">
          <Checkbox
            label="Ignore leading/trailing whitespace"
            checked={ignoreWhitespace}
            onChange={(value) => set('ignoreWhitespace', value)}
          />
          <Checkbox label="Ignore case" checked={ignoreCase} onChange={(value) => set('ignoreCase', value)} />
          <Checkbox label="Word wrap" checked={state.wordWrap} onChange={(value) => set('wordWrap', value)} />
        </Group>
      </Card>
      <RunStatus running={work.busy} label="Comparing…" />
      {work.error && <Alert type="error">{work.error}</Alert>}
      {diff && (
        <Card>
          <Stack>
            <div role="status">
              {identical && <Text weight="semibold">{noDifferencesMessage}</Text>}
              <Text weight="semibold">{summaryText(diff.layout)}</Text>
            </div>
            {diff.rough && <Alert type="warning">{roughDiffMessage}</Alert>}
            {!identical && (
              <DiffView
                rows={state.view === 'inline' ? diff.layout.inline : diff.layout.sideBySide}
                mode={state.view}
                originalLines={originalLines}
                modifiedLines={modifiedLines}
                granularity={state.granularity}
                ignoreCase={ignoreCase}
                wordWrap={state.wordWrap}
              />
            )}
            <CodeBlock
              label="Unified diff"
              value={diff.patch}
              minRows={6}
              footer={
                <Group mt="xs">
                  <DownloadButton
                    content={diff.patch}
                    fileName="text.diff"
                    mimeType="text/x-diff"
                    label="Download .diff"
                    disabled={!diff.patch}
                  />
                </Group>
              }
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
