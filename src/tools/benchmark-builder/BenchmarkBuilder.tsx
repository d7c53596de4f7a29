import { Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { Table, type TableColumn } from '../../ui/table/Table';
import { benchmarkFields } from './benchmark-fields';
import {
  addSuiteAfter,
  bulletList,
  emptySuites,
  markdownTable,
  rankSuites,
  resultCells,
  resultsCsv,
  type ResultCells,
} from './benchmark-builder';
import classes from './BenchmarkBuilder.module.css';
import { MeansChart } from './MeansChart';
import { SuiteCard } from './SuiteCard';

const columns: TableColumn<ResultCells>[] = [
  { header: 'Position', accessor: 'position' },
  { header: 'Suite', accessor: 'suite' },
  { header: 'Samples', accessor: 'samples' },
  { header: 'Mean', accessor: 'mean' },
  { header: 'Variance', accessor: 'variance' },
  { header: 'Standard deviation', accessor: 'standardDeviation' },
  { header: 'Median', accessor: 'median' },
  { header: 'Min', accessor: 'min' },
  { header: 'Max', accessor: 'max' },
  { header: 'Relative difference', accessor: 'relativeDifference' },
];

export default function BenchmarkBuilder() {
  const [{ suites, unit }, set] = useToolState('benchmark-builder', benchmarkFields);
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
                  Delete suite
                </Button>
              )}
              <Button
                variant="subtle"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => set('suites', addSuiteAfter(suites, index))}
              >
                Add suite
              </Button>
            </Group>
          </div>
        ))}
      </div>
      <Card>
        <Group align="flex-end">
          <InputText
            label="Unit"
            value={unit}
            onChange={(value) => set('unit', value)}
            placeholder="Unit (eg: ms)"
            maxLength={100}
          />
          <Button variant="default" onClick={() => set('suites', emptySuites)}>
            Reset suites
          </Button>
        </Group>
        <Table caption="Results" columns={columns} rows={cells} rowKey={(row) => row.position} />
        <Group justify="center">
          <CopyButton value={markdownTable(cells)} label="Copy as markdown table" />
          <CopyButton value={bulletList(cells)} label="Copy as bullet list" />
          <DownloadButton
            content={() => resultsCsv(ranked, unit)}
            fileName="benchmark.csv"
            mimeType="text/csv"
            label="Download CSV"
          />
        </Group>
        <MeansChart rows={ranked} unit={unit} />
      </Card>
    </Stack>
  );
}
