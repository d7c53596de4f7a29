import { useCallback, useEffect, useState } from 'react';
import { parseStoredJson, readStored, writeStored } from '../../lib/storage';
import { rememberCopied } from './emoji-picker';

const storageKey = 'emoji-picker:recent';
/** Longer strings are no emoji (the longest, a family or a flag of a region, is 14 UTF-16 units). */
const maxEmojiLength = 32;

const isRecentList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && item.length > 0 && item.length <= maxEmojiLength);

/** The emojis copied last, newest first, remembered in local storage. */
export function useRecentEmojis(): { recent: string[]; remember: (emoji: string) => void } {
  const [recent, setRecent] = useState<string[]>([]);
  // Read after hydration: the prerendered page has none.
  useEffect(() => {
    setRecent(rememberFrom(parseStoredJson(readStored(storageKey), isRecentList) ?? []));
  }, []);
  const remember = useCallback((emoji: string) => {
    setRecent((current) => {
      const next = rememberCopied(current, emoji);
      writeStored(storageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  return { recent, remember };
}

function rememberFrom(stored: string[]): string[] {
  return stored.reduceRight<string[]>((list, emoji) => rememberCopied(list, emoji), []);
}
