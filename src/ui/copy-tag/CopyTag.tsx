import { useTranslation } from '../../i18n/i18n';
import { CopiedNotice } from '../copy/CopiedNotice';
import { useCopy } from '../copy/useCopy';
import classes from './CopyTag.module.css';

interface CopyTagProps {
  /** Shown, and copied on click. */
  value: string;
  /** Shown instead of `value` (a grouped form of it, say); `value` is still what gets copied. */
  display?: string;
  /** 'tag' (the default) draws a small monospace pill; 'inline' looks like the text around it. */
  variant?: 'tag' | 'inline';
  /** Text of the notice after copying; defaults to 'Copied to the clipboard'. */
  copiedNotice?: string;
}

/** A short value that copies itself when clicked: an extension in a list, a status code in a title. */
export function CopyTag({ value, display, variant = 'tag', copiedNotice }: CopyTagProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy();
  return (
    <span className={classes.root}>
      <button type="button" className={classes[variant]} title={t('ui.copy')} onClick={() => void copy(value)}>
        <span translate="no">{display ?? value}</span>
      </button>
      <CopiedNotice visible={copied} text={copiedNotice ?? t('ui.copied')} />
    </span>
  );
}
