import { useEffect, useRef } from 'react';

/** A handler per key, matched on `KeyboardEvent.key` in lower case (' ' for Space). */
export type ShortcutKeys = Record<string, () => void>;

/** Where a key press belongs to the element itself: typing in a field, or Space on a button. */
function isTypingTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="combobox"]')) return true;
  return key === ' ' && target.closest('button, a, [role="button"], [role="radio"], [role="switch"]') !== null;
}

/** Calls the handler of a key pressed anywhere on the page, unless it is typed into a field. */
export function useShortcutKeys(keys: ShortcutKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      const handler = latest.current[key];
      if (!handler || isTypingTarget(event.target, key)) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
