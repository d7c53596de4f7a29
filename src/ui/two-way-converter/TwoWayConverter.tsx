import { Stack } from '@mantine/core';
import type { WorkerLike } from '../../lib/worker/latest-runner';
import { ConversionCard, type ConversionDirection } from './ConversionCard';

export interface TwoWayConverterProps<EncodeOptions = undefined, DecodeOptions = undefined> {
  /** Text to its encoded form (binary, Unicode references, Base64…). */
  encode: ConversionDirection<EncodeOptions>;
  /** The encoded form back to text. */
  decode: ConversionDirection<DecodeOptions>;
  /**
   * Starts the tool's worker, which serves both directions by name (serveTwoWayConversion), for
   * large text. Module-level; called from an effect only, never while rendering or prerendering.
   */
  spawnWorker: () => WorkerLike;
  /** A fixed height in lines for every field; without it they grow with their text. */
  rows?: number;
  /** Focuses the text to encode when the page opens. */
  autoFocus?: boolean;
}

/** Text to an encoded form in one card, and back in a second: the layout of the two-way text converters. */
export function TwoWayConverter<EncodeOptions, DecodeOptions>({
  encode,
  decode,
  spawnWorker,
  rows,
  autoFocus,
}: TwoWayConverterProps<EncodeOptions, DecodeOptions>) {
  return (
    <Stack gap="md">
      <ConversionCard {...encode} spawnWorker={spawnWorker} encoded="output" rows={rows} autoFocus={autoFocus} />
      <ConversionCard {...decode} spawnWorker={spawnWorker} encoded="input" rows={rows} />
    </Stack>
  );
}
