import type { ReactNode } from 'react';
import { Text } from './Text';

/** A small dimmed paragraph: a hint, a caveat, the outcome of a run. */
export function Note({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <Text size="sm" tone="dimmed" id={id}>
      {children}
    </Text>
  );
}
