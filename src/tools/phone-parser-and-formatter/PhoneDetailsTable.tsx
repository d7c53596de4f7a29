import { KeyValueTable, type KeyValueRow } from '../../ui/table/KeyValueTable';
import { Text } from '../../ui/text/Text';
import type { PhoneDetails } from './phone-parser-and-formatter';

const unknown = (
  <Text inline tone="dimmed" monospace={false}>
    Unknown
  </Text>
);

function row(label: string, value: string | undefined): KeyValueRow {
  return value ? { label, value } : { label, value: 'Unknown', display: unknown, copyable: false };
}

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

export function PhoneDetailsTable({ details }: { details: PhoneDetails }) {
  const rows = [
    row('Country', details.country),
    row('Country name', details.countryName),
    row('Country calling code', details.callingCode),
    row('Is valid?', yesNo(details.isValid)),
    row('Is possible?', yesNo(details.isPossible)),
    row('Type', details.type),
    row('International format', details.international),
    row('National format', details.national),
    row('E.164 format', details.e164),
    row('RFC3966 format', details.rfc3966),
    ...(details.extension ? [row('Extension', details.extension)] : []),
  ];
  return <KeyValueTable caption="Phone number details" rows={rows} copyable />;
}
