import '@mantine/core/styles/Progress.layer.css';
import { Progress } from '@mantine/core';

interface ProgressBarProps {
  /** The share done or gone, from 0 to 1. */
  value: number;
  /** What the bar measures; its accessible name. */
  label: string;
  /** Said by screen readers instead of the percentage ("12 seconds left"). */
  valueText?: string;
  /** Moves smoothly between values (a countdown); off for jumps. */
  animate?: boolean;
}

/** A thin bar showing how much of something is done or left: a countdown, a quota. */
export function ProgressBar({ value, label, valueText, animate = true }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value * 100));
  return (
    <Progress.Root
      size="sm"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      transitionDuration={animate ? 200 : 0}
    >
      <Progress.Section value={percent} withAria={false} />
    </Progress.Root>
  );
}
