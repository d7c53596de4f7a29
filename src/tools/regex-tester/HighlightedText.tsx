import { useId, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Field } from '../../ui/field/Field';
import { Note } from '../../ui/text/Note';
import { highlightPieces } from './highlight';
import type { RegexMatch } from './regex-tester';
import classes from './HighlightedText.module.css';
import words from './locales/en.json';

/** Past this, drawing the text with its marks would cost more than it shows. */
export const maxHighlightedChars = 100_000;

interface HighlightedTextProps {
  text: string;
  matches: readonly RegexMatch[];
}

/** The text with each listed match marked, and its groups in alternating colours. */
export function HighlightedText({ text, matches }: HighlightedTextProps) {
  const { t } = useToolWords(words);
  const labelId = useId();
  const tooLong = text.length > maxHighlightedChars;
  const pieces = useMemo(() => (tooLong ? [] : highlightPieces(text, matches)), [text, matches, tooLong]);
  return (
    <Field label={t('highlighted.label')} labelId={labelId}>
      {tooLong ? (
        <Note>{t('highlighted.tooLong', { chars: maxHighlightedChars })}</Note>
      ) : (
        <div className={classes.frame} role="region" aria-labelledby={labelId} tabIndex={0}>
          {pieces.map((piece) =>
            'plain' in piece ? (
              piece.plain
            ) : (
              <mark key={piece.index} className={classes.match}>
                {piece.match.map((part, at) => (
                  <span key={at} className={part.group === undefined ? undefined : classes[`group${part.group}`]}>
                    {part.text}
                  </span>
                ))}
              </mark>
            ),
          )}
        </div>
      )}
    </Field>
  );
}
