import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { Text } from '../../ui/text/Text';
import { CronHelp } from './CronHelp';
import { CronPickers } from './CronPickers';
import { loadCronLocale } from './cron-locales';
import { crontabFields } from './crontab-fields';
import { describeCron } from './crontab-generator';
import { NextRuns } from './NextRuns';

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
  const [state, set] = useToolState('crontab-generator', crontabFields);
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
          label="Cron expression"
          placeholder="* * * * *"
          value={state.cron}
          onChange={(value) => set('cron', value)}
          error={description.ok ? undefined : description.error}
          size="lg"
          monospace
          centered
          spellCheck={false}
        />
        <Text size="xl" align="center" aria-live="polite">
          {description.ok ? description.value : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Switch label="Verbose" checked={state.verbose} onChange={(value) => set('verbose', value)} />
          <Switch
            label="Use 24 hour time format"
            checked={state.use24Hour}
            onChange={(value) => set('use24Hour', value)}
          />
          <Switch
            label="Days start at 0"
            checked={state.daysStartAtZero}
            onChange={(value) => set('daysStartAtZero', value)}
          />
        </SimpleGrid>
        <NextRuns expression={description.ok ? state.cron : ''} use24Hour={state.use24Hour} />
      </Card>
      <Card title="Build an expression">
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
