import { Button as MantineButton, createPolymorphicComponent, type ButtonProps as MantineButtonProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './Button.module.css';

export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<MantineButtonProps, 'size'> {
  /** small 28px (12px text), medium 34px (14px), large 40px (16px). */
  size?: ButtonSize;
}

const mantineSizes = { small: 'xs', medium: 'sm', large: 'md' } as const;

export const Button = createPolymorphicComponent<'button', ButtonProps>(
  forwardRef<HTMLButtonElement, ButtonProps>(function Button({ size = 'medium', className, ...props }, ref) {
    return (
      <MantineButton
        ref={ref}
        size={mantineSizes[size]}
        data-app-size={size}
        className={[classes.button, className].filter(Boolean).join(' ')}
        {...props}
      />
    );
  }),
);
