import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './DisclosureMenu.module.css';

interface DisclosureMenuProps {
  /** What the button shows: words, or an icon with `label` as its name. */
  summary: ReactNode;
  label?: string;
  className?: string;
  /** The button's look, in place of the bordered one. */
  summaryClassName?: string;
  /** The menu's items (`DisclosureMenuItem`s), drawn while open only; `close` closes it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A small menu behind a button, over `<details>`: it opens and closes without script, closes on
 * Escape (focus back on its button) and on a click elsewhere, and draws its items while open only,
 * so that closed, their words are not text of the page.
 */
export function DisclosureMenu({ summary, label, className, summaryClassName, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <details
      ref={details}
      open={open}
      className={`${classes.menu} ${className ?? ''}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
        details.current?.querySelector('summary')?.focus();
      }}
    >
      <summary className={summaryClassName ?? classes.summary} aria-label={label} title={label}>
        {summary}
      </summary>
      {open && <ul className={classes.list}>{children(close)}</ul>}
    </details>
  );
}

export function DisclosureMenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={classes.item} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}
