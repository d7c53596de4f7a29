import { clampInteger } from '../../lib/clamp-integer';
import { NumberInput } from './NumberInput';

interface IndentSizeInputProps {
  value: number;
  onChange: (size: number) => void;
  min: number;
  max: number;
}

/** The formatters' "Indent size" box: a whole number of spaces, kept within min–max as it is typed. */
export function IndentSizeInput({ value, onChange, min, max }: IndentSizeInputProps) {
  return (
    <NumberInput
      label="Indent size"
      value={value}
      onChange={(size) => onChange(clampInteger(size, min, max, value))}
      min={min}
      max={max}
      w={120}
    />
  );
}
