import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Switch as MantineSwitch } from '@mantine/core';
import type { ReactNode } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
}

export function Switch({ label, checked, onChange, description, disabled }: SwitchProps) {
  return (
    <MantineSwitch
      label={label}
      checked={checked}
      description={description}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
