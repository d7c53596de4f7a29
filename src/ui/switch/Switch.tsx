import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Switch as MantineSwitch } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './Switch.module.css';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled on/off switch. Its description is drawn outside Mantine's switch, whose root is a
 * `<label>`: inside it, the description would become part of the switch's accessible name.
 */
export function Switch({ label, checked, onChange, description, disabled }: SwitchProps) {
  const descriptionId = useId();
  const control = (
    <MantineSwitch
      label={label}
      checked={checked}
      disabled={disabled}
      aria-describedby={description ? descriptionId : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
  if (!description) return control;
  return (
    <div>
      {control}
      <p id={descriptionId} className={classes.description}>
        {description}
      </p>
    </div>
  );
}
