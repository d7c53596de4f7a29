import { Badge as MantineBadge } from '@mantine/core';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'neutral' | 'info' | 'warning' | 'error';

const colors = { success: 'brand', neutral: 'gray', info: 'blue', warning: 'orange', error: 'red' } as const;

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** 'filled' stands out (a match); 'light' (the default) labels quietly. */
  variant?: 'filled' | 'light';
  /** A value (a name, a version: `iOS`, `17.2`) keeps its case; a label is shown in capitals. */
  value?: boolean;
}

/** A short label on a value or a row: "Match", "HTTP". */
export function Badge({ children, tone = 'neutral', variant = 'light', value = false }: BadgeProps) {
  return (
    <MantineBadge color={colors[tone]} variant={variant} tt={value ? 'none' : undefined}>
      {children}
    </MantineBadge>
  );
}
