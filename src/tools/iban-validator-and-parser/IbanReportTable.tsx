import type { ReactNode } from 'react';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import type { IbanReport } from './iban-validator-and-parser';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const withGloss = (value: string, gloss: string | undefined): ReactNode =>
  gloss ? (
    <>
      {value}{' '}
      <Text inline tone="dimmed" monospace={false}>
        ({gloss})
      </Text>
    </>
  ) : undefined;

function reportRows(report: IbanReport): KeyValueRow[] {
  const rows: KeyValueRow[] = [
    {
      label: 'Is IBAN valid ?',
      value: yesNo(report.valid),
      display: <Text tone={report.valid ? 'success' : 'error'}>{yesNo(report.valid)}</Text>,
      copyable: false,
    },
  ];
  if (!report.valid) {
    rows.push({
      label: 'IBAN errors',
      value: report.errors.join('\n'),
      display: report.errors.map((error) => <div key={error}>{error}</div>),
      copyable: false,
    });
  }
  rows.push(
    { label: 'Is IBAN a QR-IBAN ?', value: yesNo(report.isQrIban), copyable: false },
    {
      label: 'Country code',
      value: report.countryCode ?? 'N/A',
      display: withGloss(report.countryCode ?? 'N/A', report.countryName),
      copyable: report.countryCode !== undefined,
    },
    { label: 'BBAN', value: report.bban ?? 'N/A', copyable: report.bban !== undefined },
  );
  if (report.bank) rows.push({ label: 'Bank', value: report.bank });
  if (report.branch) rows.push({ label: 'Branch', value: report.branch });
  if (report.account) rows.push({ label: 'Account', value: report.account });
  rows.push({ label: 'IBAN friendly format', value: report.friendly });
  if (report.corrected) rows.push({ label: 'IBAN with correct check digits', value: report.corrected });
  return rows;
}

export function IbanReportTable({ report }: { report: IbanReport }) {
  return <KeyValueTable caption="IBAN details" rows={reportRows(report)} copyable />;
}
