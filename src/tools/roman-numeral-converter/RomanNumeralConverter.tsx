import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { ConversionResult } from './ConversionResult';
import words from './locales/en.json';
import { romanDecode, romanEncode } from './operations';

const fields = { ...romanEncode.fields, ...romanDecode.fields };

export default function RomanNumeralConverter() {
  const { t, word } = useToolWords(words);
  const [{ arabic, roman }, set] = useToolState('roman-numeral-converter', fields);

  const toRoman = romanEncode.run(arabic);
  const toArabic = romanDecode.run(roman);

  return (
    <Stack gap="md">
      <Card title={t('encode.title')}>
        <NumberInput
          raw
          label={t('encode.input')}
          value={arabic}
          onChange={(value) => set('arabic', String(value))}
          allowDecimal
          hideControls
          error={toRoman.ok ? undefined : word(toRoman.error)}
        />
        <ConversionResult label={t('encode.output')} value={toRoman.ok ? toRoman.value : ''} />
      </Card>

      <Card title={t('decode.title')}>
        <InputText
          label={t('decode.input.label')}
          value={roman}
          onChange={(value) => set('roman', value)}
          placeholder={t('decode.input.placeholder')}
          spellCheck={false}
          error={toArabic.ok ? undefined : word(toArabic.error)}
        />
        <ConversionResult label={t('decode.output')} value={toArabic.ok ? toArabic.value : ''} />
      </Card>
    </Stack>
  );
}
