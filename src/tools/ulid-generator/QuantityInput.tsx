import { Box } from '@mantine/core';
import { useReducer } from 'react';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { clampUlidQuantity, ulidQuantityMax, ulidQuantityMin } from './ulid-generator';

interface QuantityInputProps {
  label: string;
  /** The quantity in use: the one the list is generated for. */
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * The quantity box. A typed number out of range is clamped into the quantity at once; when the
 * clamped quantity is the one already in use (500 typed over 100), the box would keep showing what
 * was typed, as it would an emptied box, so on leaving it the box is drawn afresh from the quantity:
 * it then shows the number of ids listed.
 */
export function QuantityInput({ label, value, onChange }: QuantityInputProps) {
  const [drawing, redraw] = useReducer((count: number) => count + 1, 0);
  return (
    <Box onBlur={redraw}>
      <NumberInput
        key={drawing}
        label={label}
        value={value}
        onChange={(typed) => onChange(clampUlidQuantity(typed))}
        min={ulidQuantityMin}
        max={ulidQuantityMax}
        w={160}
      />
    </Box>
  );
}
