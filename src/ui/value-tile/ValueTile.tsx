import { UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { CopiedNotice } from '../copy/CopiedNotice';
import { useCopy } from '../copy/useCopy';
import { Text } from '../text/Text';
import classes from './ValueTile.module.css';

interface ValueTileProps {
  label: string;
  /** Copied by a click on it; `placeholder` is shown, greyed, while there is none. */
  value: string | undefined;
  /** What stands for a missing value: 'unknown', or '…' while it is being read. */
  placeholder: string;
}

/**
 * A reading shown as a tile: its label above, its value below in monospace, wrapping when long.
 * Clicking the value copies it.
 */
export function ValueTile({ label, value, placeholder }: ValueTileProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { copy, copied } = useCopy();
  return (
    <div role="group" aria-labelledby={labelId} className={classes.tile}>
      <Text size="sm" tone="dimmed" id={labelId}>
        {label}
      </Text>
      {value === undefined ? (
        <Text tone="dimmed" monospace>
          {placeholder}
        </Text>
      ) : (
        <span className={classes.valueBox}>
          <UnstyledButton className={classes.value} title={t('ui.copy')} onClick={() => void copy(value)}>
            <span translate="no">{value}</span>
          </UnstyledButton>
          <CopiedNotice visible={copied} text={t('ui.copied')} />
        </span>
      )}
    </div>
  );
}
