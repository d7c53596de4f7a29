import type { CSSProperties } from 'react';

/** The row limits of a text area with the `grow` class of autosize.module.css. */
export function autosizeVariables(minRows: number, maxRows?: number): CSSProperties {
  return { '--autosize-min-rows': minRows, '--autosize-max-rows': maxRows } as CSSProperties;
}
