import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox as MantineCheckbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { Tooltip } from '../tooltip/Tooltip';

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
  /** Explains the option in a tooltip, shown on hover and on keyboard focus. */
  hint?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * A tick box, for one of several options that can all be on (flags, permissions), where a switch
 * would be too heavy.
 */
export function Checkbox({ label, hideLabel = false, checked, onChange, hint, description, disabled }: CheckboxProps) {
  const box = (
    <MantineCheckbox
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
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
