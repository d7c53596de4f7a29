import { Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import {
  addSuiteAfter,
  bulletList,
  markdownTable,
  numberedSuites,
  rankSuites,
  resultCells,
  resultsCsv,
  type Headings,
  type ResultCells,
} from './benchmark-builder';
import classes from './BenchmarkBuilder.module.css';
import words from './locales/en.json';
import { MeansChart } from './MeansChart';
import { benchmarkCompare } from './operations';
import { SuiteCard } from './SuiteCard';

const columnKeys = [
  'position',
  'suite',
  'samples',
  'mean',
  'variance',
  'standardDeviation',
  'median',
  'min',
  'max',
  'relativeDifference',
] as const satisfies readonly (keyof ResultCells)[];

export default function BenchmarkBuilder() {
  const { t } = useToolWords(words);
  const [{ suites, unit }, set] = useToolState('benchmark-builder', benchmarkCompare.fields);
  const headings = Object.fromEntries(
    Object.keys(words.table.heading).map((key) => [key, t(`table.heading.${key as keyof Headings}`)]),
  ) as Headings;
  // A suite's name is the person's own (or the default they kept): shown as it is in every language.
  const columns: TableColumn<ResultCells>[] = columnKeys.map((key) =>
    key === 'suite'
      ? { header: headings[key], render: (row) => <span translate="no">{row.suite}</span> }
      : { header: headings[key], accessor: key },
  );
  const ranked = rankSuites(suites);
  const cells = ranked.map((row) => resultCells(row, unit));

  return (
    <Stack gap="md">
      <div className={classes.suites}>
        {suites.map((suite, index) => (
          // A suite has no identity but its place in the row.
          <div key={index} className={classes.suite}>
            <Card>
              <SuiteCard
                suite={suite}
                onChange={(changed) =>
                  set(
                    'suites',
                    suites.map((old, at) => (at === index ? changed : old)),
                  )
                }
              />
            </Card>
            <Group justify="center" gap="xs">
              {suites.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() =>
                    set(
                      'suites',
                      suites.filter((_, at) => at !== index),
                    )
                  }
                >
                  {t('suite.delete')}
                </Button>
              )}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  set(
                    'suites',
                    addSuiteAfter(suites, index, (number) => t('suite.newTitle', { number })),
                  )
                }
              >
                {t('suite.add')}
              </Button>
            </Group>
          </div>
        ))}
      </div>
      <Card>
        <Group align="flex-end">
          <InputText
            label={t('unit.label')}
            value={unit}
            onChange={(value) => set('unit', value)}
            placeholder={t('unit.placeholder')}
            maxLength={100}
          />
          <Button
            variant="default"
            onClick={() =>
              set(
                'suites',
                numberedSuites((number) => t('suite.newTitle', { number }), [[], []]),
              )
            }
          >
            {t('reset')}
          </Button>
        </Group>
        <Table caption={t('table.caption')} columns={columns} rows={cells} rowKey={(row) => row.position} />
        <Group justify="center">
          <CopyButton value={markdownTable(cells, headings)} label={t('copy.markdown')} />
          <CopyButton value={bulletList(cells, headings)} label={t('copy.bullets')} />
          <DownloadButton
            content={() => resultsCsv(ranked, unit, headings)}
            fileName="benchmark.csv"
            mimeType="text/csv"
            label={t('downloadCsv')}
          />
        </Group>
        <MeansChart rows={ranked} unit={unit} caption={t('chart')} />
      </Card>
    </Stack>
  );
}
