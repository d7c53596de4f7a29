import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Field } from '../../ui/field/Field';
import classes from './DiagramEditor.module.css';

interface DiagramEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The line to mark in the gutter (an error's), 1-based. */
  markedLine?: number;
  error?: ReactNode;
  rows?: number;
  /** The accessible name of the marked line's number ("Error on line 2"). */
  markedLineLabel?: string;
}

/** "1\n2\n…\nN": the gutter's numbers as one text, cheap even for a hundred thousand lines. */
function numbers(from: number, to: number): string {
  const lines: string[] = [];
  for (let line = from; line <= to; line++) lines.push(String(line));
  return lines.join('\n');
}

function countLines(text: string): number {
  let count = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}

/**
 * Monospace text with line numbers, no spell check and no wrapping (a line of text is a line of
 * the gutter); the gutter follows the text's scrolling and can mark one line.
 */
export function DiagramEditor({
  label,
  value,
  onChange,
  markedLine,
  error,
  rows = 20,
  markedLineLabel,
}: DiagramEditorProps) {
  const gutter = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const lines = useMemo(() => countLines(value), [value]);
  const marked = markedLine !== undefined && markedLine >= 1 && markedLine <= lines ? markedLine : undefined;

  // On scrolling only: reading the text's scroll position as the text changes would lay out
  // megabytes of pasted text while the page handles the paste (a paste that scrolls fires a scroll).
  const follow = useCallback(() => {
    if (gutter.current && area.current) gutter.current.scrollTop = area.current.scrollTop;
  }, []);

  return (
    <Field label={label} error={error ? <span className={classes.error}>{error}</span> : undefined}>
      <div
        className={classes.frame}
        data-error={error ? true : undefined}
        style={{ '--editor-rows': rows } as CSSProperties}
      >
        <div ref={gutter} className={classes.gutter} aria-hidden>
          {marked === undefined ? (
            numbers(1, lines)
          ) : (
            <>
              {marked > 1 && `${numbers(1, marked - 1)}\n`}
              <span className={classes.marked} title={markedLineLabel} data-marked-line={marked}>
                {marked}
              </span>
              {marked < lines && `\n${numbers(marked + 1, lines)}`}
            </>
          )}
        </div>
        <textarea
          ref={area}
          className={classes.text}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onScroll={follow}
          rows={rows}
          wrap="off"
          spellCheck={false}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
        />
      </div>
    </Field>
  );
}
