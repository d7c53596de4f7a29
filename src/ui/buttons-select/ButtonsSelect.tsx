// The control's moving highlight is a FloatingIndicator, which has its own stylesheet.
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { Field } from '../field/Field';
import type { SelectOption } from '../select/select-option';

interface ButtonsSelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A small set of choices shown as a row of buttons (a radio group to assistive technology). */
export function ButtonsSelect<T extends string>({ label, options, value, onChange }: ButtonsSelectProps<T>) {
  const labelId = useId();
  return (
    <Field label={label} labelId={labelId}>
      <div>
        <SegmentedControl
          aria-labelledby={labelId}
          data={options.map((option) => ({ value: option.value, label: option.label }))}
          value={value}
          onChange={(next) => onChange(next as T)}
        />
      </div>
    </Field>
  );
}
