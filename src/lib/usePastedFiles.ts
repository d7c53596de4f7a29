import { useEffect, useEffectEvent } from 'react';

interface PasteLike {
  clipboardData: Pick<DataTransfer, 'files' | 'types'> | null;
  target: EventTarget | null;
}

function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

/**
 * The files a paste carries — except when text goes into a text field: copying a file in some file
 * managers also puts its name on the clipboard as text, and a field takes that text.
 */
export function filesOfPaste({ clipboardData, target }: PasteLike): File[] {
  if (!clipboardData || clipboardData.files.length === 0) return [];
  if (isTextField(target) && clipboardData.types.includes('text/plain')) return [];
  return Array.from(clipboardData.files);
}

/** Calls `onFiles` with the files (a screenshot, say) pasted anywhere on the page. */
export function usePastedFiles(onFiles: (files: File[]) => void): void {
  const receive = useEffectEvent(onFiles);
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOfPaste(event);
      if (files.length === 0) return;
      event.preventDefault();
      receive(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);
}
