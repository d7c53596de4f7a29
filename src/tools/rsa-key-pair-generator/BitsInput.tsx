import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';
import sizeClasses from '../../ui/control-size.module.css';

interface BitsInputProps {
  label: string;
  /** The text as typed, possibly empty or out of range: it stays so, with `error` beneath it. */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  step: number;
  error?: ReactNode;
}

/**
 * A whole-number box that reports every edit, the empty field included, and never clamps: the
 * kit's NumberInput keeps the last number and clamps on blur, which would hide a bad size.
 */
export function BitsInput({ label, value, onChange, min, max, step, error }: BitsInputProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(String(next))}
      min={min}
      max={max}
      step={step}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      size="sm"
      classNames={{ wrapper: sizeClasses.input }}
      error={error}
      w={220}
    />
  );
}
