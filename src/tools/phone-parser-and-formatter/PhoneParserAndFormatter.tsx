import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { BulkCard } from './BulkCard';
import { phoneFields } from './phone-fields';
import { countryOptions, formatAsTyped, parsePhone } from './phone-parser-and-formatter';
import { PhoneDetailsTable } from './PhoneDetailsTable';

const options = countryOptions();

export default function PhoneParserAndFormatter() {
  const [state, set] = useToolState('phone-parser-and-formatter', phoneFields);
  const parsed = useMemo(() => parsePhone(state.phone, state.country), [state.phone, state.country]);
  const asTyped = parsed.ok ? formatAsTyped(state.phone, state.country) : '';
  return (
    <Stack gap="lg">
      <Card>
        <Select
          label="Default country code:"
          options={options}
          value={state.country}
          onChange={(country) => set('country', country)}
          searchable
        />
        <InputText
          label="Phone number:"
          placeholder="Enter a phone number"
          value={state.phone}
          onChange={(phone) => set('phone', phone)}
          error={parsed.ok ? undefined : parsed.error}
          description={asTyped ? `As typed: ${asTyped}` : undefined}
          monospace
          spellCheck={false}
        />
        {parsed.ok && parsed.value && <PhoneDetailsTable details={parsed.value} />}
      </Card>
      <BulkCard numbers={state.numbers} country={state.country} onChange={(numbers) => set('numbers', numbers)} />
    </Stack>
  );
}
