import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { CopiedNotice } from '../../ui/copy/CopiedNotice';
import { useCopy } from '../../ui/copy/useCopy';
import { LazyLines } from '../../ui/lazy-lines/LazyLines';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { lineAt, markerSymbol, visibleLineIndexes, type DiffLine, type DiffLines } from './diff-lines';
import classes from './DiffTree.module.css';
import words from './locales/en.json';

interface DiffTreeProps {
  lines: DiffLines;
  onlyDifferences: boolean;
}

/** Longer values show cut short (the copy is whole): one line of megabytes would hold the page. */
const maxShownValueChars = 10_000;

/**
 * The diff as indented lines with a marker each (readable without colour); a value copies its
 * JSON text when clicked. Only the lines near the view are made, so a diff of hundreds of
 * thousands of lines shows at once.
 */
export function DiffTree({ lines, onlyDifferences }: DiffTreeProps) {
  const { t } = useTranslation();
  const { t: say } = useToolWords(words);
  const frame = useRef<HTMLDivElement>(null);
  const { copy, copied } = useCopy();
  const indexes = useMemo(() => visibleLineIndexes(lines, onlyDifferences), [lines, onlyDifferences]);
  const renderLine = useCallback(
    (index: number) => <LineView key={index} line={lineAt(lines, indexes[index])} onCopy={copy} />,
    [lines, indexes, copy],
  );
  return (
    <div className={classes.root}>
      <div ref={frame} className={classes.frame} role="region" aria-label={say('diff.label')} tabIndex={0}>
        <LazyLines count={indexes.length} renderLine={renderLine} scrollRoot={frame} />
      </div>
      <CopiedNotice visible={copied} text={t('ui.copied')} />
    </div>
  );
}

function LineView({ line, onCopy }: { line: DiffLine; onCopy: (text: string) => void }) {
  const value: ReactNode =
    line.kind === 'value' ? (
      <Value text={line.value} onCopy={onCopy} tone={line.before === undefined ? undefined : 'new'} />
    ) : (
      line.value
    );
  return (
    <div className={classes.line} data-marker={line.marker}>
      {'  '.repeat(line.depth)}
      <span className={classes.marker}>{markerSymbol(line.marker)}</span>
      {line.key !== undefined && `${line.key}: `}
      {line.before !== undefined && (
        <>
          <Value text={line.before} onCopy={onCopy} tone="old" />
          {' → '}
        </>
      )}
      {value}
      {line.comma && ','}
    </div>
  );
}

function Value({ text, onCopy, tone }: { text: string; onCopy: (text: string) => void; tone?: 'old' | 'new' }) {
  const shown = text.length > maxShownValueChars ? `${text.slice(0, maxShownValueChars)}…` : text;
  return (
    <button type="button" className={classes.value} data-tone={tone} onClick={() => onCopy(text)}>
      {shown}
    </button>
  );
}
