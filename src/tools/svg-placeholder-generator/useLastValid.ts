import { useState } from 'react';

/** `value` while it is defined; otherwise the last defined one (or `initial`). */
export function useLastValid<T>(value: T | undefined, initial: T): T {
  const [last, setLast] = useState(initial);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
