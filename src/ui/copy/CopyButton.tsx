import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import type { ClipboardContent } from '../../lib/clipboard';
import { Button } from '../button/Button';
import { IconButton } from '../button/IconButton';
import type { Sendable } from '../send-to/send-to-context';
import { SendToButton } from '../send-to/SendToButton';
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
  /**
   * What the output is, for the "Send to…" button beside it (see Sendable); `false` for none.
   */
  send?: Sendable | false;
}

/** An output's copy button, and "Send to…" beside it for text. */
export function CopyButton({ value, label, notice, disabled, send }: CopyButtonProps) {
  const { t } = useTranslation();
  const { copy, copied } = useCopy();
  const onClick = () => void copy(value);
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
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
      {typeof value === 'string' && send !== false && (
        <SendToButton value={disabled ? '' : value} output={send ?? {}} />
      )}
    </span>
  );
}
