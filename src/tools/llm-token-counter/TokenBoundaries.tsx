import { Fragment } from 'react';
import type { Segment } from './tokens';
import classes from './LlmTokenCounter.module.css';

const tones = [classes.tone0, classes.tone1, classes.tone2, classes.tone3, classes.tone4];

/** The text as its tokens cut it, in alternating colours; a newline shows ↵ then breaks. */
export function TokenBoundaries({ segments, showIds }: { segments: readonly Segment[]; showIds: boolean }) {
  return (
    <div className={classes.segments} translate="no">
      {segments.map((segment, index) => {
        const lines = segment.text.split('\n');
        return (
          <span key={index} className={`${classes.segment} ${tones[index % tones.length]}`}>
            <span>
              {lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 && (
                    <>
                      ↵<br />
                    </>
                  )}
                  {line}
                </Fragment>
              ))}
            </span>
            {showIds && <span className={classes.ids}>{segment.ids.join(' ')}</span>}
          </span>
        );
      })}
    </div>
  );
}
