import { Group } from '@mantine/core';
import { Select } from '../select/Select';
import { Switch } from '../switch/Switch';
import type { DirectionOptions } from './direction-options';

interface OptionControlsProps {
  options: DirectionOptions;
  values: Readonly<Record<string, unknown>>;
  onChange: (name: string, value: string | boolean) => void;
}

/** A direction's declared options as controls: a switch or a select each, in one row. */
export function OptionControls({ options, values, onChange }: OptionControlsProps) {
  return (
    <Group gap="xl" align="flex-end">
      {Object.entries(options).map(([name, option]) =>
        option.kind === 'switch' ? (
          <Switch
            key={name}
            label={option.label}
            checked={values[name] === true}
            onChange={(checked) => onChange(name, checked)}
          />
        ) : (
          <Select
            key={name}
            label={option.label}
            options={option.choices}
            value={String(values[name])}
            onChange={(value) => onChange(name, value)}
          />
        ),
      )}
    </Group>
  );
}
