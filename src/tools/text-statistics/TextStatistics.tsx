import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Table } from '../../ui/table/Table';
import { ValueTile } from '../../ui/value-tile/ValueTile';
import {
  computeTextStatistics,
  formatByteSize,
  readingTime,
  type TextStatistics as Statistics,
} from './text-statistics';

const statisticsFields = defineFields({ text: textField('') });

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-statistics.worker.ts', import.meta.url), { type: 'module' });
const computeStatistics = (text: string) => computeTextStatistics(text);

// Plain integers, as a person copies them into a form (1536, not 1,536).
const count = (value: number | undefined) => value?.toString();

export default function TextStatistics() {
  const { t } = useTranslation();
  const [{ text }, set] = useToolState('text-statistics', statisticsFields);
  // Large text is counted in a worker, at a pause in typing.
  const { result, busy } = useTextComputation(text, undefined, computeStatistics, spawnWorker);
  const stats: Partial<Statistics> = result ?? {};
  const tile = (label: string, value: string | undefined) => (
    <ValueTile label={label} value={value} placeholder={busy ? '…' : '0'} />
  );

  return (
    <Card>
      <InputText
        label="Your text"
        value={text}
        onChange={(value) => set('text', value)}
        placeholder="Your text..."
        multiline
        rows={5}
        spellCheck={false}
      />
      <RunStatus running={busy} label={t('ui.converting')} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tile('Character count', count(stats.characters))}
        {tile('Word count', count(stats.words))}
        {tile('Line count', count(stats.lines))}
        {tile('Byte size', stats.bytes === undefined ? undefined : formatByteSize(stats.bytes))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tile('Characters without spaces', count(stats.charactersWithoutSpaces))}
        {tile('Unique words', count(stats.uniqueWords))}
        {tile('Sentences', count(stats.sentences))}
        {tile('Paragraphs', count(stats.paragraphs))}
        {tile('Letters', count(stats.letters))}
        {tile('Digits', count(stats.digits))}
        {tile('Punctuation', count(stats.punctuation))}
        {tile('Reading time', stats.words === undefined ? undefined : readingTime(stats.words))}
      </SimpleGrid>
      <Table
        caption="Top 10 words"
        columns={[
          { header: 'Word', accessor: 'word' },
          { header: 'Count', accessor: 'count' },
        ]}
        rows={stats.topWords ?? []}
        rowKey={(row) => row.word}
        emptyText="No words yet"
      />
    </Card>
  );
}
