import { useEffect, useMemo, useState } from 'react';
import { loadHighlighter, loadedHighlighter, type CodeLanguage, type Highlight } from './highlighter';

// Beyond this, colouring costs more than it is worth and would hold up the main thread.
export const maxHighlightedChars = 100_000;

/**
 * `code` as highlighted HTML once the language's grammar has loaded; undefined before that, for
 * code too long to colour, for plain text (no language), and while prerendering (plain text shows
 * meanwhile).
 */
export function useHighlightedHtml(code: string, language: CodeLanguage | undefined): string | undefined {
  const [highlight, setHighlight] = useState<{ language: CodeLanguage; run: Highlight } | undefined>();
  const wanted = language !== undefined && code.length > 0 && code.length <= maxHighlightedChars;

  useEffect(() => {
    if (!wanted || loadedHighlighter(language)) return;
    let current = true;
    loadHighlighter(language).then(
      (run) => {
        if (current) setHighlight({ language, run });
      },
      // A grammar that failed to load (offline, say) leaves the code plain: nothing to report.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, wanted]);

  const run =
    language === undefined
      ? undefined
      : (loadedHighlighter(language) ?? (highlight?.language === language ? highlight.run : undefined));
  return useMemo(() => (wanted && run ? run(code) : undefined), [wanted, run, code]);
}
