import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Table } from '../../ui/table/Table';
import { ValueTile } from '../../ui/value-tile/ValueTile';
import words from './locales/en.json';
import { textStatisticsCount } from './operations';
import { formatByteSize, readingTime, type ShownTextStatistics } from './text-statistics';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-statistics.worker.ts', import.meta.url), { type: 'module' });
const noOptions = {};
const computeStatistics = (text: string) => textStatisticsCount.run(text);

type Tile = Exclude<keyof ShownTextStatistics, 'topWords' | 'bytes'>;
const mainTiles: readonly Tile[] = ['characters', 'words', 'lines', 'byteSize'];
const moreTiles: readonly Tile[] = [
  'charactersWithoutSpaces',
  'uniqueWords',
  'sentences',
  'paragraphs',
  'letters',
  'digits',
  'punctuation',
  'readingTime',
];

export default function TextStatistics() {
  const { t: shell, locale } = useTranslation();
  const { t } = useToolWords(words);
  const [{ text }, set] = useToolState('text-statistics', textStatisticsCount.fields);
  // Large text is counted in a worker (serving the same operation), at a pause in typing.
  const { result, busy } = useTextComputation(text, noOptions, computeStatistics, spawnWorker);
  const counted: Partial<ShownTextStatistics> = result?.ok ? result.value : {};
  // The operation gives the byte size and reading time in English; the page writes them in its language.
  const languageTag = localeTags[locale];
  const stats: Partial<ShownTextStatistics> =
    counted.words === undefined || counted.bytes === undefined
      ? counted
      : {
          ...counted,
          byteSize: formatByteSize(counted.bytes, languageTag),
          readingTime: readingTime(counted.words, languageTag),
        };
  // Counts as plain integers, as a person copies them into a form (1536, not 1,536).
  const tile = (name: Tile) => (
    <ValueTile key={name} label={t(`stats.${name}`)} value={stats[name]?.toString()} placeholder={busy ? '…' : '0'} />
  );

  return (
    <Card>
      <InputText
        label={t('input.label')}
        value={text}
        onChange={(value) => set('text', value)}
        placeholder={t('input.placeholder')}
        multiline
        rows={5}
        spellCheck={false}
      />
      <RunStatus running={busy} label={shell('ui.converting')} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>{mainTiles.map(tile)}</SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>{moreTiles.map(tile)}</SimpleGrid>
      <Table
        caption={t('stats.topWords')}
        columns={[
          { header: t('topWords.word'), accessor: 'word' },
          { header: t('topWords.count'), accessor: 'count' },
        ]}
        rows={stats.topWords ?? []}
        rowKey={(row) => row.word}
        emptyText={t('topWords.empty')}
      />
    </Card>
  );
}
