import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Table } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { localeTags } from '../../i18n/locales';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import type { Evaluation, LineResult } from './output-format';

// A result as long as a book (1:100000, zeros(300, 300)) is for copying, not for reading.
const shownResultChars = 20_000;

/** The value of the expression with a copy button, then each line's own result when it has several. */
export function ResultCard({ evaluation }: { evaluation: Evaluation }) {
  const { t: shell, locale } = useTranslation();
  const { t } = useToolWords(words);
  const lineColumns = useMemo(
    () =>
      [
        { header: t('lines.line'), accessor: 'line', align: 'right' },
        { header: t('lines.expression'), accessor: 'expression' },
        { header: t('lines.result'), accessor: 'result' },
      ] as const,
    [t],
  );
  const { result } = evaluation;
  const cut = result.length > shownResultChars;
  const count = (value: number) => value.toLocaleString(localeTags[locale]);
  return (
    <Card title={t('result.title')}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text monospace breakAnywhere preserveLines aria-live="polite">
          {cut ? `${result.slice(0, shownResultChars)}…` : result}
        </Text>
        <CopyButton value={result} />
      </Group>
      {cut && <Note>{shell('ui.outputCut', { shown: count(shownResultChars), total: count(result.length) })}</Note>}
      {evaluation.lines.length > 0 && (
        <Table<LineResult>
          caption={t('lines.caption')}
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
