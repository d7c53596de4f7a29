import { Group } from '@mantine/core';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Table } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { Note } from '../../ui/text/Note';
import type { Evaluation, LineResult } from './output-format';

// A result as long as a book (1:100000, zeros(300, 300)) is for copying, not for reading.
const shownResultChars = 20_000;

const lineColumns = [
  { header: 'Line', accessor: 'line', align: 'right' },
  { header: 'Expression', accessor: 'expression' },
  { header: 'Result', accessor: 'result' },
] as const;

/** The value of the expression with a copy button, then each line's own result when it has several. */
export function ResultCard({ evaluation }: { evaluation: Evaluation }) {
  const { t, locale } = useTranslation();
  const { result } = evaluation;
  const cut = result.length > shownResultChars;
  const count = (value: number) => value.toLocaleString(localeTags[locale]);
  return (
    <Card title="Result">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text monospace breakAnywhere preserveLines aria-live="polite">
          {cut ? `${result.slice(0, shownResultChars)}…` : result}
        </Text>
        <CopyButton value={result} />
      </Group>
      {cut && <Note>{t('ui.outputCut', { shown: count(shownResultChars), total: count(result.length) })}</Note>}
      {evaluation.lines.length > 0 && (
        <Table<LineResult>
          caption="Result of each line"
          columns={lineColumns}
          rows={evaluation.lines}
          rowKey={(row) => row.line}
          monospace
          rowsPerBatch={100}
        />
      )}
    </Card>
  );
}
