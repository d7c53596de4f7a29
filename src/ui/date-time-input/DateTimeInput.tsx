import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { mantineSizeOf } from '../control-size';
import sizeClasses from '../control-size.module.css';

interface DateTimeInputProps {
  label: string;
  /** A local date and time as the browser's picker writes it: `2024-01-10T09:00`, or '' when cleared. */
  value: string;
  onChange: (value: string) => void;
  /** Offers seconds as well as minutes. */
  withSeconds?: boolean;
  description?: ReactNode;
  error?: ReactNode;
}

/** A date and time of day, picked with the browser's own calendar and clock (local time). */
export function DateTimeInput({ label, value, onChange, withSeconds = false, description, error }: DateTimeInputProps) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      value={value}
      step={withSeconds ? 1 : 60}
      description={description}
      error={error}
      size={mantineSizeOf.md}
      classNames={{ wrapper: sizeClasses.input }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
