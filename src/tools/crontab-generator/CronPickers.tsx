import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { Select } from '../../ui/select/Select';
import { cronChoicesWith, cronPresets } from './cron-choices';
import { cronField, cronFieldNames, withCronField } from './cron-fields';
import words from './locales/en.json';

interface CronPickersProps {
  expression: string;
  daysStartAtZero: boolean;
  onChange: (expression: string) => void;
}

/** Presets and one picker per field, each writing its part of the expression. */
export function CronPickers({ expression, daysStartAtZero, onChange }: CronPickersProps) {
  const { t, text, word } = useToolWords(words);
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={t('builder.presets')}>
        {cronPresets(daysStartAtZero).map((preset) => (
          <Button key={preset.label} size="small" variant="default" onClick={() => onChange(preset.expression)}>
            {text(preset.label)}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {cronFieldNames.map((name) => {
          const current = cronField(expression, name);
          return (
            <Select
              key={name}
              label={t(`builder.fields.${name}`)}
              options={cronChoicesWith(name, daysStartAtZero, current).map((choice) => ({
                value: choice.value,
                label: word(choice.label),
              }))}
              value={current}
              onChange={(value) => onChange(withCronField(expression, name, value))}
              searchable
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
