import '@mantine/core/styles/Slider.layer.css';
import { RangeSlider as MantineRangeSlider } from '@mantine/core';
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

/** A slider with two thumbs choosing an inclusive range; both thumbs may sit on the same value. */
export function RangeSlider({ fromLabel, toLabel, value, onChange, min, max, step = 1 }: RangeSliderProps) {
  return (
    <MantineRangeSlider
      thumbFromLabel={fromLabel}
      thumbToLabel={toLabel}
      value={[value[0], value[1]]}
      onChange={onChange}
      min={min}
      max={max}
      step={step}
      minRange={0}
      label={(shown) => shown}
      style={{ flex: 1 }}
    />
  );
}
