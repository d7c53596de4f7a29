import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard, type ClipboardContent } from '../../lib/clipboard';

export const copiedNoticeMs = 1500;

/** Copies a value and reports `copied` for 1500 ms, the time the notice stays on screen. */
export function useCopy(): { copy: (content: ClipboardContent) => Promise<void>; copied: boolean } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (content: ClipboardContent) => {
    const done = await copyToClipboard(content);
    if (!done) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedNoticeMs);
  }, []);

  return { copy, copied };
}
