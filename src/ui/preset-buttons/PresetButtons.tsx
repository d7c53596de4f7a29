import { Group } from '@mantine/core';
import { useId } from 'react';
import { Button } from '../button/Button';
import { Field } from '../field/Field';

export interface Preset {
  label: string;
  apply: () => void;
}

interface PresetButtonsProps {
  /** What the buttons fill in ('Presets'); also the group's accessible name. */
  label: string;
  presets: readonly Preset[];
}

/** A labelled row of small buttons, each filling the fields with a common value. */
export function PresetButtons({ label, presets }: PresetButtonsProps) {
  const labelId = useId();
  return (
    <Field label={label} labelId={labelId}>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {presets.map((preset) => (
          <Button key={preset.label} variant="default" size="small" onClick={preset.apply}>
            {preset.label}
          </Button>
        ))}
      </Group>
    </Field>
  );
}
