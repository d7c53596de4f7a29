import { useEffect } from 'react';

interface HighlightFirstOptionProps {
  opened: boolean;
  /** The current filter; a new one highlights the first match again. */
  query: string | null;
  /** The combobox store's `selectFirstOption` (a stable function). */
  selectFirstOption: () => void;
}

/**
 * Rendered inside the dropdown, after the options, so its effect runs once they are in the page
 * with the current filter applied. `onDropdownOpen` runs too early for that: during the click or
 * keystroke, before the list (and its portal, on first opening) has rendered.
 */
export function HighlightFirstOption({ opened, query, selectFirstOption }: HighlightFirstOptionProps) {
  useEffect(() => {
    if (opened) selectFirstOption();
  }, [opened, query, selectFirstOption]);
  return null;
}
