import { memo, useCallback, useMemo, useRef, type CSSProperties } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { LazyLines } from '../../ui/lazy-lines/LazyLines';
import { changedParts, type Granularity, type LinePart } from './changed-parts';
import { rowKind, type DiffRows, type RowKind } from './diff-rows';
import classes from './DiffView.module.css';
import words from './locales/en.json';

export type DiffViewMode = 'side-by-side' | 'inline';

interface DiffViewProps {
  rows: DiffRows;
  mode: DiffViewMode;
  originalLines: readonly string[];
  modifiedLines: readonly string[];
  granularity: Granularity;
  ignoreCase: boolean;
  wordWrap: boolean;
}

/** What every row needs; one object, so that rows already made are not made again on a scroll. */
type RowContext = Omit<DiffViewProps, 'wordWrap'>;

/** Longer lines show cut short: one line of megabytes would hold the page. */
const maxShownLineChars = 10_000;

const markers: Record<RowKind, { original: string; modified: string }> = {
  same: { original: ' ', modified: ' ' },
  removed: { original: '-', modified: ' ' },
  added: { original: ' ', modified: '+' },
  changed: { original: '-', modified: '+' },
};

/**
 * The diff as rows with line numbers and `-`/`+` markers (readable without colour). Only the rows
 * near the view are made, so the diff of two megabyte texts shows at once.
 */
export function DiffView({ wordWrap, ...context }: DiffViewProps) {
  const { t } = useToolWords(words);
  const frame = useRef<HTMLDivElement>(null);
  const { rows, mode, originalLines, modifiedLines, granularity, ignoreCase } = context;
  const rowContext = useMemo<RowContext>(
    () => ({ rows, mode, originalLines, modifiedLines, granularity, ignoreCase }),
    [rows, mode, originalLines, modifiedLines, granularity, ignoreCase],
  );
  const renderLine = useCallback(
    (index: number) => <Row key={index} index={index} context={rowContext} />,
    [rowContext],
  );
  const numberWidth = String(Math.max(originalLines.length, modifiedLines.length)).length;
  return (
    <div
      ref={frame}
      translate="no"
      className={classes.frame}
      data-mode={mode}
      data-wrap={wordWrap || undefined}
      style={{ '--number-width': `${numberWidth + 1}ch` } as CSSProperties}
      role="region"
      aria-label={t('differences')}
      tabIndex={0}
    >
      <LazyLines count={rows.count} renderLine={renderLine} scrollRoot={frame} />
    </div>
  );
}

const Row = memo(function Row({ index, context }: { index: number; context: RowContext }) {
  const { rows, mode, originalLines, modifiedLines, granularity, ignoreCase } = context;
  const kind = rowKind(rows, index);
  const left = rows.left[index];
  const right = rows.right[index];
  const original = left < 0 ? undefined : originalLines[left];
  const modified = right < 0 ? undefined : modifiedLines[right];
  const paired = kind !== 'same' && original !== undefined && modified !== undefined;
  const parts = paired ? changedParts(original, modified, granularity, { ignoreCase }) : undefined;
  const number = (line: number) => <span className={classes.number}>{line < 0 ? '' : line + 1}</span>;

  if (mode === 'inline') {
    const shownOriginal = kind === 'removed';
    const text = shownOriginal ? original : modified;
    return (
      <div className={classes.row} data-kind={kind}>
        {number(kind === 'added' ? -1 : left)}
        {number(kind === 'removed' ? -1 : right)}
        <span className={classes.marker}>{kind === 'removed' ? '-' : kind === 'added' ? '+' : ' '}</span>
        <LineText text={text ?? ''} parts={shownOriginal ? parts?.original : parts?.modified} />
      </div>
    );
  }
  return (
    <div className={classes.row} data-kind={kind}>
      {number(left)}
      <span className={classes.marker} data-side="original">
        {markers[kind].original}
      </span>
      <LineText text={original} parts={parts?.original} side="original" />
      {number(right)}
      <span className={classes.marker} data-side="modified">
        {markers[kind].modified}
      </span>
      <LineText text={modified} parts={parts?.modified} side="modified" />
    </div>
  );
});

function LineText({ text, parts, side }: { text: string | undefined; parts?: LinePart[]; side?: string }) {
  if (text === undefined) return <span className={classes.text} data-side={side} data-blank />;
  return (
    <span className={classes.text} data-side={side}>
      {parts
        ? parts.map((part, index) =>
            part.changed ? (
              <mark key={index} className={classes.changed}>
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )
        : text.length > maxShownLineChars
          ? `${text.slice(0, maxShownLineChars)}…`
          : text}
    </span>
  );
}
