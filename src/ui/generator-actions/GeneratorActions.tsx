import { Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../button/Button';
import { IconButton } from '../button/IconButton';
import { CopyButton } from '../copy/CopyButton';
import type { Sendable } from '../send-to/send-to-context';

interface GeneratorActionsProps {
  /** Makes a new value with the same settings. */
  onRefresh: () => void;
  /** Text of the refresh button ('Refresh' by default); the accessible name of the attached icon. */
  refreshLabel?: string;
  refreshDisabled?: boolean;
  /** What Copy copies; no Copy button without it. Copy is disabled while it is empty. */
  copyValue?: string;
  /** The notice after copying ('Token copied to the clipboard'). */
  copiedNotice?: string;
  /** The value's kind and whether it is a secret, for "Send to…" beside Copy (text unless told). */
  send?: Sendable;
  /** More actions after Refresh and Copy: a download, another copy format. */
  children?: ReactNode;
  /**
   * 'row' (the default): text buttons centred under the output. 'attached': icon buttons, for
   * the right section of the field holding the value (give it 76px).
   */
  variant?: 'row' | 'attached';
}

/** The actions of a generator: Refresh, Copy, then any others, in that order on every generator. */
export function GeneratorActions({
  onRefresh,
  refreshLabel,
  refreshDisabled = false,
  copyValue,
  copiedNotice,
  send,
  children,
  variant = 'row',
}: GeneratorActionsProps) {
  const { t } = useTranslation();
  const refreshText = refreshLabel ?? t('ui.refresh');
  const copyDisabled = !copyValue;
  if (variant === 'attached') {
    return (
      <Group gap={4} wrap="nowrap">
        <IconButton label={refreshText} onClick={onRefresh} disabled={refreshDisabled}>
          <IconRefresh size={18} aria-hidden />
        </IconButton>
        {copyValue !== undefined && (
          <CopyButton value={copyValue} notice={copiedNotice} disabled={copyDisabled} send={send} />
        )}
        {children}
      </Group>
    );
  }
  return (
    <Group justify="center">
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onRefresh}
        disabled={refreshDisabled}
      >
        {refreshText}
      </Button>
      {copyValue !== undefined && (
        <CopyButton
          value={copyValue}
          label={t('ui.copyValue')}
          notice={copiedNotice}
          disabled={copyDisabled}
          send={send}
        />
      )}
      {children}
    </Group>
  );
}
