import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import {
  baseMax,
  baseMin,
  baseOf,
  fixedBases,
  formatInteger,
  isValidBase,
  parseInteger,
  type FixedBase,
} from './base-converter';
import words from './locales/en.json';
import { baseConvert } from './operations';

const fixedOutputs = Object.entries(fixedBases) as [FixedBase, number][];

const labelWidth = '9.5rem';

export default function BaseConverter() {
  const { t, word } = useToolWords(words);
  const [{ number: input, base: typedInputBase, customBase: typedCustomBase }, set] = useToolState(
    'base-converter',
    baseConvert.fields,
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
    () => fixedOutputs.map(([, base]) => (value === undefined ? '' : formatInteger(value, base))),
    [value],
  );
  const writtenInCustomBase = useMemo(
    () => (value === undefined || !customBaseValid ? '' : formatInteger(value, customBase)),
    [value, customBase, customBaseValid],
  );

  return (
    <Card>
      <InputText
        label={t('number.label')}
        value={input}
        onChange={(value) => set('number', value)}
        placeholder={t('number.placeholder')}
        monospace
        spellCheck={false}
        error={parsed?.ok === false ? word(parsed.error) : undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          raw
          label={t('base')}
          value={typedInputBase}
          onChange={(value) => set('base', String(value))}
          min={baseMin}
          max={baseMax}
          allowDecimal
          error={inputBaseValid ? undefined : t('errors.invalidBase')}
        />
        <NumberInput
          raw
          label={t('customBase')}
          value={typedCustomBase}
          onChange={(value) => set('customBase', String(value))}
          min={baseMin}
          max={baseMax}
          allowDecimal
          error={customBaseValid ? undefined : t('errors.invalidBase')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        {fixedOutputs.map(([name], index) => (
          <CopyableField
            key={name}
            label={t(`outputs.${name}`)}
            value={written[index]}
            description={name === 'base64' ? t('outputs.base64Hint') : undefined}
            labelPosition="left"
            labelWidth={labelWidth}
          />
        ))}
        <CopyableField
          label={t('outputs.custom', { base: typedCustomBase }).trim()}
          value={writtenInCustomBase}
          labelPosition="left"
          labelWidth={labelWidth}
        />
      </Stack>
    </Card>
  );
}
