import { useMemo } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { Card } from '../../ui/card/Card';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import classes from './CronHelp.module.css';
import { cronHelpRows, type CronHelpRow } from './cron-help';
import words from './locales/en.json';

const columnsOf = ({ t, text }: ToolWords<typeof words>): TableColumn<CronHelpRow>[] => [
  {
    header: t('help.columns.symbol'),
    render: (row) => (
      <Text inline monospace>
        {row.symbol}
      </Text>
    ),
  },
  { header: t('help.columns.meaning'), render: (row) => text(row.meaning) },
  {
    header: t('help.columns.example'),
    render: (row) => (
      <Text inline monospace>
        {row.example}
      </Text>
    ),
  },
  {
    header: t('help.columns.equivalent'),
    render: (row) =>
      'expansion' in row.equivalent ? (
        <Text inline monospace>
          {row.equivalent.expansion}
        </Text>
      ) : (
        text(row.equivalent.key)
      ),
  },
];

/** The static help: the order of the fields, and what each symbol and macro means. */
export function CronHelp() {
  const toolWords = useToolWords(words);
  const columns = useMemo(() => columnsOf(toolWords), [toolWords]);
  const { t } = toolWords;
  return (
    <Card title={t('help.title')}>
      <pre className={classes.diagram}>{t('help.diagram')}</pre>
      <Table
        caption={t('help.caption')}
        columns={columns}
        rows={cronHelpRows}
        rowKey={(row) => row.symbol}
        stackOnNarrow
      />
    </Card>
  );
}
