import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { CopiedNotice } from '../../ui/copy/CopiedNotice';
import { useCopy } from '../../ui/copy/useCopy';
import { Text } from '../../ui/text/Text';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import words from './locales/en.json';

interface OtpCodeButtonProps {
  /** 'Current OTP': shown above the code, and the first words of the button's name. */
  label: string;
  /** 'Copy current OTP'. */
  tooltip: string;
  code: string | undefined;
  /** The current code stands out. */
  large?: boolean;
}

/** A code that copies itself when clicked. */
export function OtpCodeButton({ label, tooltip, code, large = false }: OtpCodeButtonProps) {
  const { t } = useTranslation();
  const { t: toolText } = useToolWords(words);
  const { copy, copied } = useCopy();
  const labelId = useId();
  const buttonId = useId();
  return (
    <Stack gap={4} align="center">
      <Text size="sm" tone="dimmed" id={labelId}>
        {label}
      </Text>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Tooltip label={copied ? toolText('codes.copied') : tooltip}>
          <Button
            id={buttonId}
            aria-labelledby={`${labelId} ${buttonId}`}
            variant="default"
            size={large ? 'large' : 'medium'}
            disabled={!code}
            onClick={() => code && void copy(code)}
          >
            <Text inline monospace size={large ? 'xl' : 'md'}>
              {code ?? '—'}
            </Text>
          </Button>
        </Tooltip>
        <CopiedNotice visible={copied} text={t('ui.copied')} />
      </span>
    </Stack>
  );
}
