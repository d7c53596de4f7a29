import type { ReactNode } from 'react';
import { useToolWords, type ToolWords } from '../../i18n/tool-words';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import type { IbanReport } from './iban-validator-and-parser';
import words from './locales/en.json';

const withGloss = (value: string, gloss: string | undefined): ReactNode =>
  gloss ? (
    <>
      {value}{' '}
      <Text inline tone="dimmed" monospace={false}>
        ({gloss})
      </Text>
    </>
  ) : undefined;

function reportRows(report: IbanReport, { t, word }: ToolWords<typeof words>): KeyValueRow[] {
  const yesNo = (flag: boolean) => (flag ? t('yes') : t('no'));
  const notAvailable = t('notAvailable');
  const errors = report.errors.map(word);
  const rows: KeyValueRow[] = [
    {
      label: t('report.valid'),
      value: yesNo(report.valid),
      display: <Text tone={report.valid ? 'success' : 'error'}>{yesNo(report.valid)}</Text>,
      copyable: false,
    },
  ];
  if (!report.valid) {
    rows.push({
      label: t('report.errors'),
      value: errors.join('\n'),
      display: errors.map((error) => <div key={error}>{error}</div>),
      copyable: false,
    });
  }
  rows.push(
    { label: t('report.qrIban'), value: yesNo(report.isQrIban), copyable: false },
    {
      label: t('report.countryCode'),
      value: report.countryCode ?? notAvailable,
      display: withGloss(report.countryCode ?? notAvailable, report.countryName),
      copyable: report.countryCode !== undefined,
    },
    { label: t('report.bban'), value: report.bban ?? notAvailable, copyable: report.bban !== undefined },
  );
  if (report.bank) rows.push({ label: t('report.bank'), value: report.bank });
  if (report.branch) rows.push({ label: t('report.branch'), value: report.branch });
  if (report.account) rows.push({ label: t('report.account'), value: report.account });
  rows.push({ label: t('report.friendly'), value: report.friendly });
  if (report.corrected) rows.push({ label: t('report.corrected'), value: report.corrected });
  return rows;
}

export function IbanReportTable({ report }: { report: IbanReport }) {
  const toolWords = useToolWords(words);
  return <KeyValueTable caption={toolWords.t('report.caption')} rows={reportRows(report, toolWords)} copyable />;
}
