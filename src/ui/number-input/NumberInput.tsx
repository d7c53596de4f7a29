import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput as MantineNumberInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface NumberInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Visually hides the label (it stays the accessible name), for a box beside a labelled slider. */
  hideLabel?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  w?: number | string;
}

/** A whole-number box; typed values outside min–max are clamped when the field loses focus. */
export function NumberInput({ label, value, onChange, min, max, step = 1, hideLabel, description, error, w }: NumberInputProps) {
  return (
    <MantineNumberInput
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={value}
      min={min}
      max={max}
      step={step}
      clampBehavior="blur"
      allowDecimal={false}
      description={description}
      error={error}
      w={w}
      onChange={(next) => {
        const number = typeof next === 'number' ? next : Number.parseInt(next, 10);
        if (Number.isFinite(number)) onChange(number);
      }}
    />
  );
}
