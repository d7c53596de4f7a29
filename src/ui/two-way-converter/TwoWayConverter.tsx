import { Stack } from '@mantine/core';
import { ConversionCard, type ConversionDirection } from './ConversionCard';

export interface TwoWayConverterProps {
  /** Text to its encoded form (binary, Unicode references, Base64…). */
  encode: ConversionDirection;
  /** The encoded form back to text. */
  decode: ConversionDirection;
  /** A fixed height in lines for every field; without it they grow with their text. */
  rows?: number;
  /** Focuses the text to encode when the page opens. */
  autoFocus?: boolean;
}

/** Text to an encoded form in one card, and back in a second: the layout of the two-way text converters. */
export function TwoWayConverter({ encode, decode, rows, autoFocus }: TwoWayConverterProps) {
  return (
    <Stack gap="md">
      <ConversionCard {...encode} encoded="output" rows={rows} autoFocus={autoFocus} />
      <ConversionCard {...decode} encoded="input" rows={rows} />
    </Stack>
  );
}
