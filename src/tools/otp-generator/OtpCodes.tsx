import { Group, Stack } from '@mantine/core';
import { ProgressBar } from '../../ui/progress/ProgressBar';
import { Text } from '../../ui/text/Text';
import { nextInText, type OtpCodes as Codes } from './otp-generator';
import { OtpCodeButton } from './OtpCodeButton';

interface OtpCodesProps {
  codes: Codes | undefined;
  /** Seconds to the next period and the period, in TOTP mode. */
  countdown?: { secondsLeft: number; period: number };
}

/** The codes one step back, now and one step ahead, and the time left in this period. */
export function OtpCodes({ codes, countdown }: OtpCodesProps) {
  return (
    <Stack gap="sm">
      <Group justify="center" align="flex-end" gap="lg">
        <OtpCodeButton label="Previous" tooltip="Copy previous OTP" code={codes?.previous} />
        <OtpCodeButton label="Current OTP" tooltip="Copy current OTP" code={codes?.current} large />
        <OtpCodeButton label="Next" tooltip="Copy next OTP" code={codes?.next} />
      </Group>
      {countdown && (
        <Stack gap={4}>
          <ProgressBar
            value={countdown.secondsLeft / countdown.period}
            label="Time left in this period"
            valueText={nextInText(countdown.secondsLeft)}
          />
          <Text size="sm" align="center">
            {nextInText(countdown.secondsLeft)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
