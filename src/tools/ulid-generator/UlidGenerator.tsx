import { Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { UlidBlock } from './UlidBlock';
import { UlidDecoder } from './UlidDecoder';
import { ulidFields } from './ulid-fields';
import {
  clampUlidQuantity,
  formatUlids,
  generateUlids,
  ulidQuantityMax,
  ulidQuantityMin,
  type UlidFormat,
  type UlidSeparator,
} from './ulid-generator';

const formatOptions: { value: UlidFormat; label: string }[] = [
  { value: 'raw', label: 'Raw' },
  { value: 'json', label: 'JSON' },
];

const separatorOptions: { value: UlidSeparator; label: string }[] = [
  { value: 'lines', label: 'One per line' },
  { value: 'commas', label: 'Comma separated' },
];

export default function UlidGenerator() {
  const [{ amount, format, lowercase, separator, decode }, set] = useToolState('ulid-generator', ulidFields);

  // Generated after hydration only: time-based random ids must never be baked into the prerendered
  // page. The format is part of the key so that changing it also gives new ids, as in the reference.
  const [ulids, setUlids] = useState<string[]>([]);
  const refresh = useCallback(() => setUlids(generateUlids(amount)), [amount]);
  useEffect(refresh, [refresh, format]);

  const output = formatUlids(ulids, { format, lowercase, separator });

  return (
    <Stack gap="md">
      <Card>
        <Group gap="xl" align="flex-end">
          <NumberInput
            label="Quantity:"
            value={amount}
            onChange={(value) => set('amount', clampUlidQuantity(value))}
            min={ulidQuantityMin}
            max={ulidQuantityMax}
            w={160}
          />
          <ButtonsSelect
            label="Format:"
            options={formatOptions}
            value={format}
            onChange={(value) => set('format', value)}
          />
          {format === 'raw' && (
            <ButtonsSelect
              label="Separator:"
              options={separatorOptions}
              value={separator}
              onChange={(value) => set('separator', value)}
            />
          )}
          <Switch label="Lowercase" checked={lowercase} onChange={(value) => set('lowercase', value)} />
        </Group>
        <UlidBlock label="ULIDs" value={output} centered={format === 'raw'} />
        <GeneratorActions
          onRefresh={refresh}
          copyValue={ulids.length === 0 ? '' : output}
          copiedNotice="ULIDs copied to the clipboard"
        />
      </Card>
      <UlidDecoder text={decode} onChange={(value) => set('decode', value)} />
    </Stack>
  );
}
