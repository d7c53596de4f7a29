import { Stack } from '@mantine/core';
import { defineFields, numberTextField, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { ConversionResult } from './ConversionResult';
import { arabicToRoman, romanToArabic } from './roman-numeral-converter';

const romanFields = defineFields({
  arabic: numberTextField(42),
  roman: textField('XLII'),
});

function numberOf(typed: string): number | undefined {
  return typed.trim() === '' ? undefined : Number.parseFloat(typed);
}

export default function RomanNumeralConverter() {
  const [{ arabic, roman }, set] = useToolState('roman-numeral-converter', romanFields);

  const arabicNumber = numberOf(arabic);
  const toRoman = arabicNumber === undefined ? undefined : arabicToRoman(arabicNumber);
  const toArabic = romanToArabic(roman);

  return (
    <Stack gap="md">
      <Card title="Arabic to roman">
        <NumberInput
          raw
          label="Arabic number"
          value={arabic}
          onChange={(value) => set('arabic', String(value))}
          allowDecimal
          hideControls
          error={toRoman?.ok === false ? toRoman.error : undefined}
        />
        <ConversionResult label="In Roman numerals" value={toRoman?.ok ? toRoman.value : ''} />
      </Card>

      <Card title="Roman to arabic">
        <InputText
          label="Roman numeral"
          value={roman}
          onChange={(value) => set('roman', value)}
          placeholder="Put your roman numeral here (e.g. XLII)"
          spellCheck={false}
          error={toArabic.ok ? undefined : toArabic.error}
        />
        <ConversionResult
          label="In Arabic numerals"
          value={toArabic.ok && toArabic.value !== undefined ? String(toArabic.value) : ''}
        />
      </Card>
    </Stack>
  );
}
