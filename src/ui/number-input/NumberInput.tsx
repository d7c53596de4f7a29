import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput as MantineNumberInput } from '@mantine/core';
import { useReducer, type ReactNode } from 'react';
import { numberTextMaxChars } from '../../lib/tool-state/fields';
import { mantineSizeOf } from '../control-size';
import sizeClasses from '../control-size.module.css';

interface CommonProps {
  label: string;
  min?: number;
  max?: number;
  step?: number;
  /** Visually hides the label (it stays the accessible name), for a box beside a labelled slider. */
  hideLabel?: boolean;
  /** Accepts a decimal part (whole numbers only by default). */
  allowDecimal?: boolean;
  /** Accepts a minus sign (the default). */
  allowNegative?: boolean;
  /** No up/down buttons in the box. */
  hideControls?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  w?: number | string;
  /** Shown while the box is empty. */
  placeholder?: string;
  /** Drawn inside the box on the right, in place of the up/down buttons: a unit, say. */
  rightSection?: ReactNode;
}

interface NumberProps extends CommonProps {
  raw?: false;
  value: number;
  onChange: (value: number) => void;
}

/**
 * For fields that check the value themselves and say what is wrong, rather than clamp it: what
 * the user typed is reported as it is, a number or a text that is not one ('', '-', '2.').
 */
interface RawProps extends CommonProps {
  raw: true;
  value: number | string;
  onChange: (value: number | string) => void;
}

/**
 * For a value kept as the text typed (a `numberTextField`): reports the box's text itself, so
 * "49.90" stays "49.90" rather than coming back as the number 49.9 while the person types on.
 */
interface TextProps extends CommonProps {
  raw: 'text';
  value: string;
  onChange: (text: string) => void;
}

/**
 * A number box; unless `raw`, typed values outside min–max are clamped when the field loses focus,
 * and the box then shows the value in use: when the clamped value is the one already in use (500
 * typed over a maximum of 100 already chosen), or the box was emptied, it would keep the typed text,
 * so on leaving it the box is drawn afresh from the value.
 */
export function NumberInput(props: NumberProps | RawProps | TextProps) {
  const [drawing, redraw] = useReducer((count: number) => count + 1, 0);
  const {
    label,
    min,
    max,
    step = 1,
    hideLabel,
    allowDecimal = false,
    allowNegative = true,
    hideControls,
    description,
    error,
    w,
    placeholder,
    rightSection,
  } = props;
  return (
    <MantineNumberInput
      key={props.raw ? undefined : drawing}
      onBlur={props.raw ? undefined : redraw}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={props.value}
      min={min}
      max={max}
      step={step}
      clampBehavior={props.raw ? 'none' : 'blur'}
      allowDecimal={allowDecimal}
      allowNegative={allowNegative}
      hideControls={hideControls}
      description={description}
      error={error}
      w={w}
      placeholder={placeholder}
      rightSection={rightSection}
      // Its formatting library works in time that grows with the square of the text's length (16,000
      // pasted characters hold the page for over a second); no number needs more.
      maxLength={numberTextMaxChars}
      size={mantineSizeOf.md}
      classNames={{ wrapper: sizeClasses.input }}
      onValueChange={
        props.raw === 'text'
          ? // 'prop' is the box echoing a value set from outside: only what the person did is reported.
            ({ value }, { source }) => {
              if (source !== 'prop') props.onChange(value);
            }
          : undefined
      }
      onChange={(next) => {
        if (props.raw === 'text') return;
        if (props.raw) {
          props.onChange(next);
          return;
        }
        const number =
          typeof next === 'number' ? next : allowDecimal ? Number.parseFloat(next) : Number.parseInt(next, 10);
        if (Number.isFinite(number)) props.onChange(number);
      }}
    />
  );
}
