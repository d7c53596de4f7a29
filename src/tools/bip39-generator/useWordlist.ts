import { useEffect, useState } from 'react';
import { loadedWordlist, loadWordlist, type Bip39Language } from './wordlists';

type Wordlist = readonly string[];

export interface WordlistState {
  /** Undefined while the list loads (or when it failed). */
  wordlist: Wordlist | undefined;
  failed: boolean;
}

/** The word list of a language, fetched on first use; the last language asked for wins. */
export function useWordlist(language: Bip39Language): WordlistState {
  const [loaded, setLoaded] = useState<{ language: Bip39Language; wordlist: Wordlist } | undefined>(undefined);
  const [failedLanguage, setFailedLanguage] = useState<Bip39Language | undefined>(undefined);
  const wordlist = loadedWordlist(language) ?? (loaded?.language === language ? loaded.wordlist : undefined);

  useEffect(() => {
    if (wordlist) return undefined;
    let current = true;
    loadWordlist(language).then(
      (list) => {
        if (current) setLoaded({ language, wordlist: list });
      },
      () => {
        if (current) setFailedLanguage(language);
      },
    );
    return () => {
      current = false;
    };
  }, [language, wordlist]);

  return { wordlist, failed: !wordlist && failedLanguage === language };
}
