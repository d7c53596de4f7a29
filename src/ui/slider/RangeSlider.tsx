import '@mantine/core/styles/Slider.layer.css';
import { RangeSlider as MantineRangeSlider } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { IntegerRange } from '../../lib/tool-state/range-field';

interface RangeSliderProps {
  /** The accessible names of the two thumbs ('Words per sentence minimum' / '… maximum'). */
  fromLabel: string;
  toLabel: string;
  value: IntegerRange;
  onChange: (value: IntegerRange) => void;
  min: number;
  max: number;
  step?: number;
}

/**
 * Where Home and End move the focused thumb, as the WAI-ARIA slider pattern asks: to the least and
 * greatest value it may take, each thumb being held on its side of the other. Mantine's range
 * slider moves its thumbs with the arrow keys only.
 */
export function rangeAfterHomeOrEnd(
  key: string,
  thumb: 0 | 1,
  [from, to]: IntegerRange,
  min: number,
  max: number,
): IntegerRange | undefined {
  if (key !== 'Home' && key !== 'End') return undefined;
  if (thumb === 0) return [key === 'Home' ? min : to, to];
  return [from, key === 'Home' ? from : max];
}

/** A slider with two thumbs choosing an inclusive range; both thumbs may sit on the same value. */
export function RangeSlider({ fromLabel, toLabel, value, onChange, min, max, step = 1 }: RangeSliderProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const thumbName = (event.target as HTMLElement).getAttribute('aria-label');
    const thumb = thumbName === fromLabel ? 0 : thumbName === toLabel ? 1 : undefined;
    if (thumb === undefined) return;
    const next = rangeAfterHomeOrEnd(event.key, thumb, value, min, max);
    if (!next) return;
    event.preventDefault();
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  };
  return (
    <MantineRangeSlider
      thumbFromLabel={fromLabel}
      thumbToLabel={toLabel}
      value={[value[0], value[1]]}
      onChange={onChange}
      onKeyDown={onKeyDown}
      min={min}
      max={max}
      step={step}
      minRange={0}
      label={(shown) => shown}
      style={{ flex: 1 }}
    />
  );
}
