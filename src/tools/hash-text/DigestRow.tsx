import { IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Badge } from '../../ui/badge/Badge';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import classes from './DigestRow.module.css';
import words from './locales/en.json';

interface DigestRowProps {
  label: string;
  /** Tooltip by the label. */
  hint?: string;
  value: string;
  /** The value belongs to an older text: shown dimmed and not copyable until the new one is in. */
  stale: boolean;
  /** A digest is being compared: the row keeps room for the badge. */
  comparing: boolean;
  match: boolean;
}

/** One algorithm's digest: a read-only, copyable field labelled with the algorithm's name. */
export const DigestRow = memo(function DigestRow({ label, hint, value, stale, comparing, match }: DigestRowProps) {
  const { t } = useToolWords(words);
  return (
    <div
      className={classes.row}
      data-stale={stale || undefined}
      data-comparing={comparing || undefined}
      data-match={match || undefined}
    >
      {/*
        A new field per value: changing a field's value fires a selectionchange event, and React's
        handler for it reads the selection of the focused text area, which takes a good 100 ms when
        that holds megabytes. Ten such events when the digests arrive would stall the page.
      */}
      <InputText
        key={value}
        label={label}
        value={value}
        readOnly
        monospace
        placeholder={stale ? t('digests.hashing') : ''}
        spellCheck={false}
        rightSection={<CopyButton value={value} disabled={!value || stale} />}
      />
      {hint && (
        <Tooltip label={hint}>
          <span className={classes.hint} role="img" aria-label={hint} tabIndex={0}>
            <IconInfoCircle size={18} aria-hidden />
          </span>
        </Tooltip>
      )}
      {match && (
        <div className={classes.side}>
          <Badge tone="success" variant="filled">
            {t('digests.match')}
          </Badge>
        </div>
      )}
    </div>
  );
});
