import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/i18n';
import classes from './CommandPalette.module.css';
import type { PaletteDialogProps } from './PaletteDialog';
import { isPaletteShortcut, useShortcutLabel } from './shortcut';

type DialogModule = { default: ComponentType<PaletteDialogProps> };
let dialogModule: Promise<DialogModule> | null = null;

// The dialog and the search library are their own chunk, fetched on first use (or when the
// pointer nears the button); a failed fetch is forgotten so the next attempt retries.
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import('./PaletteDialog').catch((error: unknown) => {
    dialogModule = null;
    throw error;
  });
  return dialogModule;
}

/** The top-bar button and the Ctrl+K / Cmd+K shortcut that open the command palette. */
export function CommandPalette() {
  const { t } = useTranslation();
  const shortcut = useShortcutLabel();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<PaletteDialogProps> | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat) setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadDialog().then(
      (module) => current && setDialog(() => module.default),
      () => current && setOpen(false),
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDialog().catch(() => {});

  return (
    <>
      <button
        type="button"
        className={classes.trigger}
        aria-label={t('palette.open', { shortcut })}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
      >
        <IconSearch size={18} aria-hidden />
        <span className={classes.text}>{t('palette.search')}</span>
        <kbd className={classes.shortcut}>{shortcut}</kbd>
      </button>
      {open && Dialog && <Dialog onClose={close} />}
    </>
  );
}
