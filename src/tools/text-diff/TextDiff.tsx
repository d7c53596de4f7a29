import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsLeftRight, IconEraser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
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
import words from './locales/en.json';
import { diffNotes, granularityChoices, textDiff, viewChoices } from './operations';
import { diffTexts, isLargeRequest, splitLines, type TextDiffRequest } from './text-diff';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module' });

const { view, granularity } = textDiff.fields;

/** A choice field's choices under their names, for a row of buttons. */
const buttonOptions = <T extends string>(
  { choiceLabels }: { choiceLabels?: Readonly<Record<string, string>> },
  choices: readonly T[],
  text: (key: string) => string,
) => choices.map((value) => ({ value, label: text(choiceLabels?.[value] ?? value) }));

export default function TextDiff() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('text-diff', textDiff.fields);
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
  const notes = useMemo(() => (diff ? diffNotes(diff) : []), [diff]);

  return (
    <Stack>
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextFileInput
            label={t('original.label')}
            fileLabel={t('original.file')}
            value={original}
            onChange={(value) => set('original', value)}
            rows={10}
          />
          <TextFileInput
            label={t('modified.label')}
            fileLabel={t('modified.file')}
            value={modified}
            onChange={(value) => set('modified', value)}
            rows={10}
          />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          <Button variant="default" leftSection={<IconArrowsLeftRight size={16} aria-hidden />} onClick={swap}>
            {t('swap')}
          </Button>
          <Button variant="default" leftSection={<IconEraser size={16} aria-hidden />} onClick={clear}>
            {t('clear')}
          </Button>
        </Group>
      </Card>
      <Card>
        <Group gap="xl" align="end">
          <ButtonsSelect
            label={t('view.label')}
            options={buttonOptions(view, viewChoices, text)}
            value={state.view}
            onChange={(value) => set('view', value)}
          />
          <ButtonsSelect
            label={t('granularity.label')}
            options={buttonOptions(granularity, granularityChoices, text)}
            value={state.granularity}
            onChange={(value) => set('granularity', value)}
          />
        </Group>
        <Group mt="md" gap="xl">
          <Checkbox
            label={t('ignoreWhitespace')}
            checked={ignoreWhitespace}
            onChange={(value) => set('ignoreWhitespace', value)}
          />
          <Checkbox label={t('ignoreCase')} checked={ignoreCase} onChange={(value) => set('ignoreCase', value)} />
          <Checkbox label={t('wordWrap')} checked={state.wordWrap} onChange={(value) => set('wordWrap', value)} />
        </Group>
      </Card>
      <RunStatus running={work.busy} label={t('comparing')} />
      {work.error && <Alert type="error">{work.error}</Alert>}
      {diff && (
        <Card>
          <Stack>
            <div role="status">
              {notes
                .filter((note) => !note.warning)
                .map((note) => (
                  <Text key={note.code} weight="semibold">
                    {word(note)}
                  </Text>
                ))}
            </div>
            {notes
              .filter((note) => note.warning)
              .map((note) => (
                <Alert key={note.code} type="warning">
                  {word(note)}
                </Alert>
              ))}
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
              label={t('patch.label')}
              value={diff.patch}
              minRows={6}
              footer={
                <Group mt="xs">
                  <DownloadButton
                    content={diff.patch}
                    fileName="text.diff"
                    mimeType="text/x-diff"
                    label={t('patch.download')}
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
