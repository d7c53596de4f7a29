import { Group, Stack } from '@mantine/core';
import { IconArrowsUpDown } from '@tabler/icons-react';
import { Button } from '../button/Button';
import { ConversionCard, type ConversionDirection } from './ConversionCard';
import { showConversion } from './text-conversion';

export interface TwoWayConverterProps {
  /** Text to its encoded form (binary, Unicode references, Base64…). */
  encode: ConversionDirection;
  /** The encoded form back to text. */
  decode: ConversionDirection;
  /** A fixed height in lines for every field; without it they grow with their text. */
  rows?: number;
  /** Focuses the text to encode when the page opens. */
  autoFocus?: boolean;
  /**
   * The text of a button between the cards that puts each card's output into the other card's
   * input, for round-trip checks. Both directions must then be kept by the page (`value`).
   */
  swapLabel?: string;
}

const outputOf = ({ convert, value = '' }: ConversionDirection) => showConversion(convert(value)).output;

/** Text to an encoded form in one card, and back in a second: the layout of the two-way text converters. */
export function TwoWayConverter({ encode, decode, rows, autoFocus, swapLabel }: TwoWayConverterProps) {
  const swap = () => {
    const encoded = outputOf(encode);
    const decoded = outputOf(decode);
    encode.onChange?.(decoded);
    decode.onChange?.(encoded);
  };
  return (
    <Stack gap="md">
      <ConversionCard {...encode} encoded="output" rows={rows} autoFocus={autoFocus} />
      {swapLabel && (
        <Group justify="center">
          <Button variant="default" leftSection={<IconArrowsUpDown size={16} aria-hidden />} onClick={swap}>
            {swapLabel}
          </Button>
        </Group>
      )}
      <ConversionCard {...decode} encoded="input" rows={rows} />
    </Stack>
  );
}
