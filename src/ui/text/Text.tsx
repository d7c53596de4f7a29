import { Text as MantineText } from '@mantine/core';
import type { AriaRole, ReactNode } from 'react';
import classes from './Text.module.css';

export type TextTone = 'default' | 'dimmed' | 'accent' | 'success' | 'error' | 'warning';

const fontSizes = { sm: 'sm', md: 'md', xl: '2rem' } as const;
const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export interface TextProps {
  children?: ReactNode;
  /**
   * sm for notes and statuses, md (the default) for body text, xl for a headline value. Inline
   * text takes the size of the text around it unless given one.
   */
  size?: keyof typeof fontSizes;
  /** What the text means: a note (dimmed), the value a tool is about (accent), a good or bad verdict, a warning. */
  tone?: TextTone;
  weight?: keyof typeof fontWeights;
  /** A span inside other text rather than a paragraph. */
  inline?: boolean;
  /**
   * true for code and values, false to come back to the text font inside a monospace block. Code
   * and values are data, not words: marked `translate="no"` (they stay as they are in every language).
   */
  monospace?: boolean;
  align?: 'start' | 'center';
  /** Long unbroken values (hashes, file names) wrap anywhere rather than overflow. */
  breakAnywhere?: boolean;
  /** Keeps the text's line breaks and indentation: pretty-printed JSON inside a table cell, say. */
  preserveLines?: boolean;
  id?: string;
  role?: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
}

/** Text with the kit's sizes and tones; tools use it instead of styling text themselves. */
export function Text({
  children,
  size,
  tone = 'default',
  weight,
  inline = false,
  monospace,
  align,
  breakAnywhere = false,
  preserveLines = false,
  ...aria
}: TextProps) {
  const className = [
    tone !== 'default' && classes[tone],
    breakAnywhere && classes.breakAnywhere,
    preserveLines && classes.preserveLines,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <MantineText
      span={inline}
      inherit={inline && size === undefined}
      fz={size === undefined ? (inline ? undefined : fontSizes.md) : fontSizes[size]}
      fw={weight && fontWeights[weight]}
      ff={monospace === undefined ? undefined : monospace ? 'monospace' : 'text'}
      ta={align}
      translate={monospace ? 'no' : undefined}
      lh={size === 'xl' ? 1.2 : undefined}
      className={className || undefined}
      {...aria}
    >
      {children}
    </MantineText>
  );
}
