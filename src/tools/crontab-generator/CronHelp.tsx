import { Card } from '../../ui/card/Card';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import classes from './CronHelp.module.css';
import { cronDiagram, cronHelpRows, type CronHelpRow } from './cron-help';

const columns: TableColumn<CronHelpRow>[] = [
  {
    header: 'Symbol',
    render: (row) => (
      <Text inline monospace>
        {row.symbol}
      </Text>
    ),
  },
  { header: 'Meaning', accessor: 'meaning' },
  {
    header: 'Example',
    render: (row) => (
      <Text inline monospace>
        {row.example}
      </Text>
    ),
  },
  {
    header: 'Equivalent',
    render: (row) =>
      row.symbol.startsWith('@') ? (
        <Text inline monospace>
          {row.equivalent}
        </Text>
      ) : (
        row.equivalent
      ),
  },
];

/** The static help: the order of the fields, and what each symbol and macro means. */
export function CronHelp() {
  return (
    <Card title="Cron syntax">
      <pre className={classes.diagram}>{cronDiagram}</pre>
      <Table
        caption="Symbols and macros"
        columns={columns}
        rows={cronHelpRows}
        rowKey={(row) => row.symbol}
        stackOnNarrow
      />
    </Card>
  );
}
