import type { ReactNode } from 'react';
import classes from './InlineCode.module.css';

/** A bit of code inside text (a token, a command), in the monospace font on a light background. */
export function InlineCode({ children }: { children: ReactNode }) {
  return <code className={classes.code}>{children}</code>;
}
