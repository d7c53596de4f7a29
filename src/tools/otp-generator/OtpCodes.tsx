import { Group, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { ProgressBar } from '../../ui/progress/ProgressBar';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { paddedSeconds, type OtpCodes as Codes } from './otp-generator';
import { OtpCodeButton } from './OtpCodeButton';

interface OtpCodesProps {
  codes: Codes | undefined;
  /** Seconds to the next period and the period, in TOTP mode. */
  countdown?: { secondsLeft: number; period: number };
}

/** The codes one step back, now and one step ahead, and the time left in this period. */
export function OtpCodes({ codes, countdown }: OtpCodesProps) {
  const { t } = useToolWords(words);
  const nextIn = countdown && t('codes.nextIn', { seconds: paddedSeconds(countdown.secondsLeft) });
  return (
    <Stack gap="sm">
      <Group justify="center" align="flex-end" gap="lg">
        <OtpCodeButton label={t('codes.previous')} tooltip={t('codes.copyPrevious')} code={codes?.previous} />
        <OtpCodeButton label={t('codes.current')} tooltip={t('codes.copyCurrent')} code={codes?.current} large />
        <OtpCodeButton label={t('codes.next')} tooltip={t('codes.copyNext')} code={codes?.next} />
      </Group>
      {countdown && (
        <Stack gap={4}>
          <ProgressBar
            value={countdown.secondsLeft / countdown.period}
            label={t('codes.timeLeft')}
            valueText={nextIn}
          />
          <Text size="sm" align="center">
            {nextIn}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
