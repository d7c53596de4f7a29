import { Input } from '@mantine/core';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The visible label of a control the kit has no field for (a slider with a box, a block of text). */
  label: string;
  /** The label's id, for the control to name itself with `aria-labelledby`. */
  labelId?: string;
  description?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** A label, hint and error around any control, laid out as the kit's own fields are. */
export function Field({ label, labelId, description, error, children }: FieldProps) {
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      error={error}
    >
      {children}
    </Input.Wrapper>
  );
}
