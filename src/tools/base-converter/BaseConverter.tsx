import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { baseMax, baseMin, formatInteger, invalidBaseMessage, isValidBase, parseInteger } from './base-converter';
import { baseConverterFields } from './base-converter-fields';

const fixedOutputs = [
  { label: 'Binary (2)', base: 2 },
  { label: 'Octal (8)', base: 8 },
  { label: 'Decimal (10)', base: 10 },
  { label: 'Hexadecimal (16)', base: 16 },
  {
    label: 'Base64 (64)',
    base: 64,
    hint: 'Positional base 64 with the digits 0–9, a–z, A–Z, + and /; not RFC 4648 Base64 text encoding.',
  },
];

const labelWidth = '9.5rem';

function baseOf(typed: string): number {
  return typed.trim() === '' ? Number.NaN : Number(typed);
}

export default function BaseConverter() {
  const [{ number: input, base: typedInputBase, customBase: typedCustomBase }, set] = useToolState(
    'base-converter',
    baseConverterFields,
  );

  const inputBase = baseOf(typedInputBase);
  const customBase = baseOf(typedCustomBase);
  const inputBaseValid = isValidBase(inputBase);
  const customBaseValid = isValidBase(customBase);

  const number = useDebouncedWhenLarge(input);
  const parsed = useMemo(
    () => (inputBaseValid ? parseInteger(number, inputBase) : undefined),
    [number, inputBase, inputBaseValid],
  );
  const value = parsed?.ok ? parsed.value : undefined;
  const written = useMemo(
    () => fixedOutputs.map(({ base }) => (value === undefined ? '' : formatInteger(value, base))),
    [value],
  );
  const writtenInCustomBase = useMemo(
    () => (value === undefined || !customBaseValid ? '' : formatInteger(value, customBase)),
    [value, customBase, customBaseValid],
  );

  return (
    <Card>
      <InputText
        label="Input number"
        value={input}
        onChange={(value) => set('number', value)}
        placeholder="Put your number here (e.g. 42)"
        monospace
        spellCheck={false}
        error={parsed?.ok === false ? parsed.error : undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          raw
          label="Input base"
          value={typedInputBase}
          onChange={(value) => set('base', String(value))}
          min={baseMin}
          max={baseMax}
          allowDecimal
          error={inputBaseValid ? undefined : invalidBaseMessage}
        />
        <NumberInput
          raw
          label="Custom base"
          value={typedCustomBase}
          onChange={(value) => set('customBase', String(value))}
          min={baseMin}
          max={baseMax}
          allowDecimal
          error={customBaseValid ? undefined : invalidBaseMessage}
        />
      </SimpleGrid>
      <Stack gap="xs">
        {fixedOutputs.map(({ label, hint }, index) => (
          <CopyableField
            key={label}
            label={label}
            value={written[index]}
            description={hint}
            labelPosition="left"
            labelWidth={labelWidth}
          />
        ))}
        <CopyableField
          label={`Base ${typedCustomBase}`.trim()}
          value={writtenInCustomBase}
          labelPosition="left"
          labelWidth={labelWidth}
        />
      </Stack>
    </Card>
  );
}
