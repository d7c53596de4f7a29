import { useMemo, useRef, type CSSProperties } from 'react';
import { EmojiCard } from './EmojiCard';
import { columnsFor, gridRows, rowOffsets, rowsInBand, type EmojiSection } from './grid-layout';
import { useVisibleBand } from './useVisibleBand';
import classes from './EmojiPicker.module.css';

interface EmojiGridProps {
  sections: readonly EmojiSection[];
  onCopied: (emoji: string) => void;
}

/**
 * The emojis under their headings, in rows of cards. Only the rows near the window are in the
 * page: the others are space of their height, so two thousand cards cost a screenful.
 */
export function EmojiGrid({ sections, onCopied }: EmojiGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const band = useVisibleBand(grid);
  const columns = columnsFor(band.width);
  const rows = useMemo(() => gridRows(sections, columns), [sections, columns]);
  const offsets = useMemo(() => rowOffsets(rows), [rows]);
  const { first, end } = rowsInBand(offsets, band.top, band.bottom);

  return (
    <div
      ref={grid}
      className={classes.grid}
      style={{ blockSize: offsets[rows.length], '--columns': columns } as CSSProperties}
    >
      {rows.slice(first, end).map((row, offset) => {
        const index = first + offset;
        const style = { insetBlockStart: offsets[index] };
        return row.kind === 'heading' ? (
          <h3 key={`${index}:${row.text}`} className={classes.heading} style={style}>
            {row.text}
          </h3>
        ) : (
          <div key={`${index}:${row.emojis[0].emoji}`} className={classes.row} style={style} data-testid="emoji-row">
            {row.emojis.map((info) => (
              <EmojiCard key={info.emoji} info={info} onCopied={onCopied} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
