import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useToolText } from '../../i18n/tool-text';
import { handOff } from '../../lib/tool-state/hand-off';
import { findTool } from '../../tools';
import { suggestionsFor, type ShownSuggestion } from './suggestions';
import classes from './SuggestedTools.module.css';

/**
 * "Suggested tools" for a pasted value, best first, each saying what the value was recognised as;
 * choosing one opens it with the value in its input (in memory; kept out of its URL and storage when
 * a secret). Nothing when the text reads as words of a search. `onFound` says whether there are any.
 */
export default function SuggestedTools({
  text,
  onChoose,
  onFound,
}: {
  text: string;
  /** After a tool is chosen (the palette closes). */
  onChoose?: () => void;
  onFound?: (found: boolean) => void;
}) {
  const { t, locale } = useTranslation();
  const toolText = useToolText();
  const [found, setFound] = useState<{ text: string; suggestions: ShownSuggestion[] }>();
  useEffect(() => {
    let current = true;
    suggestionsFor(text, locale).then(
      (suggestions) => current && setFound({ text, suggestions }),
      () => current && setFound({ text, suggestions: [] }),
    );
    return () => {
      current = false;
    };
  }, [text, locale]);
  const suggestions = found?.text === text ? found.suggestions : [];
  useEffect(() => onFound?.(suggestions.length > 0), [onFound, suggestions.length]);
  if (suggestions.length === 0) return null;
  return (
    <section className={classes.suggested} aria-labelledby="suggested-tools">
      <h2 id="suggested-tools" className={classes.heading}>
        {t('home.suggestedTools')}
      </h2>
      <ul className={classes.list}>
        {suggestions.map((suggestion) => {
          const tool = findTool(suggestion.slug);
          if (!tool) return null;
          const open = () => {
            handOff({
              slug: suggestion.slug,
              values: { [suggestion.field]: text.trim() },
              guarded: suggestion.secret ? [suggestion.field] : [],
            });
            onChoose?.();
          };
          return (
            <li key={suggestion.slug}>
              <Link to={`/${suggestion.slug}`} className={classes.item} onClick={open} discover="none">
                <span className={classes.name}>{toolText(tool).name}</span>
                <span className={classes.what}>{suggestion.what}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
