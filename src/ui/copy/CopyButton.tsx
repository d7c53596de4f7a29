import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import type { ClipboardContent } from '../../lib/clipboard';
import { Button } from '../button/Button';
import { IconButton } from '../button/IconButton';
import { CopiedNotice } from './CopiedNotice';
import { useCopy } from './useCopy';

interface CopyButtonProps {
  /**
   * The text to copy; a Blob of text for megabytes, which need not become a string on the page;
   * `{ html, text }` for formatted text.
   */
  value: ClipboardContent;
  /** Visible text; without it the button is an icon with the accessible name 'Copy to clipboard'. */
  label?: string;
  /** Text of the notice shown after copying; defaults to 'Copied to the clipboard'. */
  notice?: string;
  disabled?: boolean;
}

export function CopyButton({ value, label, notice, disabled }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy();
  const onClick = () => void copy(value);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {label ? (
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={onClick}
          disabled={disabled}
        >
          {label}
        </Button>
      ) : (
        <IconButton label={t('ui.copy')} onClick={onClick} disabled={disabled}>
          {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
        </IconButton>
      )}
      <CopiedNotice visible={copied} text={notice ?? t('ui.copied')} />
    </span>
  );
}
