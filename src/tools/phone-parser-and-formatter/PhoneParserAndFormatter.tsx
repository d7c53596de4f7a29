import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { BulkCard } from './BulkCard';
import words from './locales/en.json';
import { phoneParse } from './operations';
import { countryOfLanguage, countryOptions, formatAsTyped, parsePhone } from './phone-parser-and-formatter';
import { PhoneDetailsTable } from './PhoneDetailsTable';

const fields = {
  ...phoneParse.fields,
  // The prerendered page cannot know the reader's language.
  country: { ...phoneParse.fields.country, generate: () => countryOfLanguage(navigator.language) },
};

export default function PhoneParserAndFormatter() {
  const { t, word } = useToolWords(words);
  const languageTag = localeTags[useTranslation().locale];
  const options = useMemo(() => countryOptions((parts) => t('country.option', parts), languageTag), [t, languageTag]);
  const [state, set] = useToolState('phone-parser-and-formatter', fields);
  const parsed = useMemo(
    () => parsePhone(state.phone, state.country, languageTag),
    [state.phone, state.country, languageTag],
  );
  const asTyped = parsed.ok ? formatAsTyped(state.phone, state.country) : '';
  return (
    <Stack gap="lg">
      <Card>
        <Select
          label={t('country.label')}
          options={options}
          value={state.country}
          onChange={(country) => set('country', country)}
          searchable
        />
        <InputText
          label={t('phone.label')}
          placeholder={t('phone.placeholder')}
          value={state.phone}
          onChange={(phone) => set('phone', phone)}
          error={parsed.ok ? undefined : word(parsed.error)}
          description={asTyped ? t('phone.asTyped', { formatted: asTyped }) : undefined}
          monospace
          spellCheck={false}
        />
        {parsed.ok && parsed.value && <PhoneDetailsTable details={parsed.value} />}
      </Card>
      <BulkCard numbers={state.numbers} country={state.country} onChange={(numbers) => set('numbers', numbers)} />
    </Stack>
  );
}
