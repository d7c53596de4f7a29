import { ActionIcon, createPolymorphicComponent, type ActionIconProps } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import classes from './IconButton.module.css';

interface IconButtonProps extends Omit<ActionIconProps, 'children'> {
  /** Accessible name, also shown as a hint on hover and keyboard focus. */
  label: string;
  children: ReactNode;
}

/** An icon-only button: it always has an accessible name and a visible hint saying what it does. */
export const IconButton = createPolymorphicComponent<'button', IconButtonProps>(
  forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, children, className, ...props }, ref) {
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        data-hint={label}
        className={[classes.button, className].filter(Boolean).join(' ')}
        {...props}
      >
        {children}
      </ActionIcon>
    );
  }),
);
