import { useId } from 'react';
import { Field } from '../../ui/field/Field';
import classes from './UlidBlock.module.css';

interface UlidBlockProps {
  label: string;
  value: string;
  /** Plain lists read best centred; JSON keeps its indentation on the left. */
  centered: boolean;
}

/** The generated ids as a labelled, read-only, pre-formatted block holding nothing but the ids. */
export function UlidBlock({ label, value, centered }: UlidBlockProps) {
  const labelId = useId();
  return (
    <Field label={label} labelId={labelId}>
      <pre
        className={centered ? `${classes.block} ${classes.centered}` : classes.block}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
      >
        {value}
      </pre>
    </Field>
  );
}
