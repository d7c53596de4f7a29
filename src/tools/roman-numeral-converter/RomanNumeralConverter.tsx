import { Stack } from '@mantine/core';
import { useState } from 'react';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { ConversionResult } from './ConversionResult';
import { arabicToRoman, romanToArabic } from './roman-numeral-converter';

function numberOf(typed: number | string): number | undefined {
  if (typeof typed === 'number') return typed;
  return typed.trim() === '' ? undefined : Number.parseFloat(typed);
}

export default function RomanNumeralConverter() {
  const [arabic, setArabic] = useState<number | string>(42);
  const [roman, setRoman] = useState('XLII');

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
          onChange={setArabic}
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
          onChange={setRoman}
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
