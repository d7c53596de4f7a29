import {
  Button as MantineButton,
  createPolymorphicComponent,
  type ButtonProps as MantineButtonProps,
} from '@mantine/core';
import { forwardRef } from 'react';
import sizeClasses from '../control-size.module.css';
import classes from './Button.module.css';

export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonVariant = 'filled' | 'default' | 'subtle' | 'light';

// Mantine sizes with the brief's text sizes (12/14/16px); control-size.module.css fixes the heights.
const mantineSizes = { small: 'xs', medium: 'sm', large: 'md' } as const satisfies Record<ButtonSize, string>;

export interface ButtonProps extends Omit<MantineButtonProps, 'size' | 'variant'> {
  /** small 28px (12px text), medium 34px (14px, the default), large 40px (16px). */
  size?: ButtonSize;
  /** `filled` (default) is the primary action, in the brand green. */
  variant?: ButtonVariant;
}

/**
 * A text button. Polymorphic like Mantine's: `component={RouterLink} to="/x"` or
 * `component="a" href="…"` renders it as a link.
 */
export const Button = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>(function Button(
    { size = 'medium', variant = 'filled', color, className, ...props },
    ref,
  ) {
    const isPrimary = variant === 'filled' && (color === undefined || color === 'brand');
    return (
      <MantineButton
        ref={ref}
        size={mantineSizes[size]}
        variant={variant}
        color={color}
        className={[sizeClasses.button, isPrimary && classes.primary, className].filter(Boolean).join(' ')}
        {...props}
      />
    );
  }),
);
