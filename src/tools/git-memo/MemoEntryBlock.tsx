import { useId } from 'react';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Markdown } from '../../ui/markdown/Markdown';
import type { MemoEntry } from './git-memo';
import classes from './GitMemo.module.css';

/** One entry of the memo: what it does, then its command(s) with a copy button. */
export function MemoEntryBlock({ entry }: { entry: MemoEntry }) {
  const descriptionId = useId();
  return (
    <div role="group" aria-labelledby={descriptionId} className={classes.entry}>
      <div id={descriptionId} className={classes.description}>
        <Markdown source={entry.description} />
      </div>
      <div className={classes.command}>
        <pre>
          <code>{entry.command}</code>
        </pre>
        <div className={classes.copy}>
          <CopyButton value={entry.command} />
        </div>
      </div>
    </div>
  );
}
