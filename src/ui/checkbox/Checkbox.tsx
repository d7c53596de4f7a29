import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox as MantineCheckbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { Tooltip } from '../tooltip/Tooltip';

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Explains the option in a tooltip, shown on hover and on keyboard focus. */
  hint?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** An option ticked on or off; for one of several options in a row (flags, say), where a switch is too heavy. */
export function Checkbox({ label, checked, onChange, hint, description, disabled }: CheckboxProps) {
  const box = (
    <MantineCheckbox
      label={label}
      checked={checked}
      description={description}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
  if (hint === undefined) return box;
  return (
    <Tooltip label={hint} multiline>
      {box}
    </Tooltip>
  );
}
