import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox as MantineCheckbox } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckboxProps {
  /** The visible label, and the accessible name. */
  label: string;
  /**
   * Visually hides the label (it stays the accessible name): for a box in a grid whose row and
   * column headings already say what it is.
   */
  hideLabel?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
}

/** A tick box, for a choice among several that can all be on (a switch is for one setting). */
export function Checkbox({ label, hideLabel = false, checked, onChange, description, disabled }: CheckboxProps) {
  return (
    <MantineCheckbox
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      checked={checked}
      description={description}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
