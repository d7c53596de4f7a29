import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { CronHelp } from './CronHelp';
import { CronPickers } from './CronPickers';
import { loadCronLocale } from './cron-locales';
import { describeCron } from './crontab-generator';
import words from './locales/en.json';
import { NextRuns } from './NextRuns';
import { cronDescribe } from './operations';

const { verbose, use24Hour, daysStartAtZero } = cronDescribe.fields;
const switches = { verbose, use24Hour, daysStartAtZero };

/** cronstrue's name for the app language once its words are loaded; English until then. */
function useCronLocale(): string {
  const { locale } = useTranslation();
  const [loaded, setLoaded] = useState('en');
  useEffect(() => {
    let current = true;
    loadCronLocale(locale).then(
      (name) => current && setLoaded(name),
      () => current && setLoaded('en'),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded;
}

export default function CrontabGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('crontab-generator', cronDescribe.fields);
  const cronLocale = useCronLocale();
  const description = describeCron(
    state.cron,
    { verbose: state.verbose, use24HourTimeFormat: state.use24Hour, dayOfWeekStartIndexZero: state.daysStartAtZero },
    cronLocale,
  );

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label={t('cron.label')}
          placeholder={t('cron.placeholder')}
          value={state.cron}
          onChange={(value) => set('cron', value)}
          error={description.ok ? undefined : word(description.error)}
          size="lg"
          monospace
          centered
          spellCheck={false}
        />
        <Text size="xl" align="center" aria-live="polite">
          {description.ok ? description.value : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FieldControls
            fields={switches}
            values={state}
            onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
            text={text}
          />
        </SimpleGrid>
        <NextRuns expression={description.ok ? state.cron : ''} use24Hour={state.use24Hour} />
      </Card>
      <Card title={t('builder.title')}>
        <CronPickers
          expression={state.cron}
          daysStartAtZero={state.daysStartAtZero}
          onChange={(value) => set('cron', value)}
        />
      </Card>
      <CronHelp />
    </Stack>
  );
}
