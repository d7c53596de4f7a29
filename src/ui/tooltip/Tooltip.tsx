import '@mantine/core/styles/Tooltip.layer.css';
import { Tooltip as MantineTooltip, type FloatingPosition } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

interface TooltipProps {
  label: ReactNode;
  /** One element that accepts a ref (a button, a link, a span around text). */
  children: ReactElement;
  position?: FloatingPosition;
  /** Wraps long labels instead of one wide line. */
  multiline?: boolean;
  disabled?: boolean;
}

/** A hint shown on hover and on keyboard focus; it describes the element it wraps. */
export function Tooltip({ label, children, position = 'top', multiline = false, disabled = false }: TooltipProps) {
  return (
    <MantineTooltip
      label={label}
      position={position}
      multiline={multiline}
      w={multiline ? 280 : undefined}
      disabled={disabled}
      zIndex={2000}
      withArrow
      openDelay={150}
      events={{ hover: true, focus: true, touch: false }}
    >
      {children}
    </MantineTooltip>
  );
}
