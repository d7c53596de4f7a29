import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { CopyButton } from '../copy/CopyButton';
import type { Sendable } from '../send-to/send-to-context';
import type { CodeLanguage } from './highlighter';
import { splitIntoLineChunks } from './line-chunks';
import { maxHighlightedChars, useHighlightedHtml } from './useHighlightedHtml';
import classes from './CodeBlock.module.css';

interface CodeBlockProps {
  /** The value's kind, for "Send to…" (text unless told). */
  send?: Sendable;
  label: string;
  value: string;
  /** The language to colour; plain text without one. */
  language?: CodeLanguage;
  /** Long lines wrap instead of scrolling sideways. */
  wrap?: boolean;
  /** Shown under the block: a notice about the output, or extra actions such as a download. */
  footer?: ReactNode;
  /** The least height, in lines: 20 by default, like the converters' inputs. */
  minRows?: number;
  /** What the copy button copies, where it is more than the block shows (a long output cut short). */
  copyValue?: string;
}

/**
 * Read-only code with its label, coloured for `language`, and a copy button in the corner. It fills
 * the height it is given, so next to an input it is at least as tall as that input.
 */
export function CodeBlock({
  label,
  value,
  language,
  wrap = false,
  footer,
  minRows,
  send,
  copyValue = value,
}: CodeBlockProps) {
  const labelId = useId();
  const html = useHighlightedHtml(value, language);
  return (
    <div className={classes.root}>
      <div id={labelId} className={classes.label}>
        {label}
      </div>
      <div
        className={classes.frame}
        style={minRows === undefined ? undefined : ({ '--code-block-rows': minRows } as CSSProperties)}
      >
        <pre
          className={classes.code}
          data-wrap={wrap || undefined}
          role="textbox"
          aria-readonly="true"
          aria-multiline="true"
          aria-labelledby={labelId}
          tabIndex={0}
          // highlight.js escapes every character of the code; it adds only its own <span> tags.
          {...(html === undefined
            ? { children: <PlainCode code={value} wrap={wrap} /> }
            : { dangerouslySetInnerHTML: { __html: html } })}
        />
        <div className={classes.copy}>
          <CopyButton value={copyValue} disabled={!copyValue} send={{ label, ...send }} />
        </div>
      </div>
      {footer}
    </div>
  );
}

const linesPerChunk = 500;
// Wrapped, a long line can be cut into blocks with no visible change but where the cut falls.
const wrappedCharsPerChunk = 20_000;
// For the height of a wrapped chunk not yet laid out: about this many characters a line.
const wrappedCharsPerLine = 100;

/**
 * Long code as blocks of lines that the browser lays out only when they scroll into view
 * (content-visibility), so megabytes of output show without holding the page for seconds. When
 * lines wrap, a long line (minified JSON, say) is cut into blocks too.
 */
function PlainCode({ code, wrap }: { code: string; wrap: boolean }) {
  const chunks = useMemo(
    () =>
      code.length > maxHighlightedChars
        ? splitIntoLineChunks(code, linesPerChunk, wrap ? wrappedCharsPerChunk : Infinity)
        : undefined,
    [code, wrap],
  );
  if (!chunks) return code;
  return chunks.map((chunk, index) => {
    const lines = wrap ? Math.max(chunk.lines, Math.ceil(chunk.text.length / wrappedCharsPerLine)) : chunk.lines;
    return (
      <span key={index} className={classes.chunk} style={{ '--chunk-lines': lines } as CSSProperties}>
        {chunk.text}
      </span>
    );
  });
}
