import '@mantine/core/styles/Slider.layer.css';
import { Slider as MantineSlider } from '@mantine/core';

interface SliderProps {
  /** Accessible name of the thumb. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
}

export function Slider({ label, value, onChange, min, max, step = 1 }: SliderProps) {
  return (
    <MantineSlider
      thumbLabel={label}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      step={step}
      label={null}
      style={{ flex: 1 }}
    />
  );
}
