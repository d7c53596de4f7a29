import { Group, SimpleGrid, Stack } from '@mantine/core';
import { Button } from '../../ui/button/Button';
import { Select } from '../../ui/select/Select';
import { cronChoicesWith, cronPresets } from './cron-choices';
import { cronField, cronFieldNames, withCronField, type CronFieldName } from './cron-fields';

const fieldLabels: Record<CronFieldName, string> = {
  minute: 'Minute',
  hour: 'Hour',
  dayOfMonth: 'Day of month',
  month: 'Month',
  dayOfWeek: 'Day of week',
};

interface CronPickersProps {
  expression: string;
  daysStartAtZero: boolean;
  onChange: (expression: string) => void;
}

/** Presets and one picker per field, each writing its part of the expression. */
export function CronPickers({ expression, daysStartAtZero, onChange }: CronPickersProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label="Presets">
        {cronPresets(daysStartAtZero).map((preset) => (
          <Button key={preset.label} size="small" variant="default" onClick={() => onChange(preset.expression)}>
            {preset.label}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {cronFieldNames.map((name) => {
          const current = cronField(expression, name);
          return (
            <Select
              key={name}
              label={fieldLabels[name]}
              options={cronChoicesWith(name, daysStartAtZero, current)}
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
