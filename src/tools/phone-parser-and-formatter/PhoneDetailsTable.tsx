import { useToolWords } from '../../i18n/tool-words';
import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import type { PhoneDetails } from './phone-parser-and-formatter';

export function PhoneDetailsTable({ details }: { details: PhoneDetails }) {
  const { t } = useToolWords(words);
  const unknownText = t('details.unknown');
  const unknown = (
    <Text inline tone="dimmed" monospace={false}>
      {unknownText}
    </Text>
  );
  const row = (label: string, value: string | undefined): KeyValueRow =>
    value ? { label, value } : { label, value: unknownText, display: unknown, copyable: false };
  const yesNo = (flag: boolean) => (flag ? t('yes') : t('no'));
  const rows = [
    row(t('details.country'), details.country),
    row(t('details.countryName'), details.countryName),
    row(t('details.callingCode'), details.callingCode),
    row(t('details.valid'), yesNo(details.isValid)),
    row(t('details.possible'), yesNo(details.isPossible)),
    row(t('details.type'), details.type && t(`types.${details.type}`)),
    row(t('details.international'), details.international),
    row(t('details.national'), details.national),
    row(t('details.e164'), details.e164),
    row(t('details.rfc3966'), details.rfc3966),
    ...(details.extension ? [row(t('details.extension'), details.extension)] : []),
  ];
  return <KeyValueTable caption={t('details.caption')} rows={rows} copyable />;
}
