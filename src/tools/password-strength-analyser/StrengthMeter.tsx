import { Stack } from '@mantine/core';
import type { ToolWords } from '../../i18n/tool-words';
import { Text } from '../../ui/text/Text';
import type words from './locales/en.json';
import { formatScore, strengthLevel } from './password-strength-analyser';
import classes from './StrengthMeter.module.css';

interface StrengthMeterProps {
  /** 0–100. */
  score: number;
  t: ToolWords<typeof words>['t'];
}

/** A bar filled to the score (0–100), coloured from red to green, with a word for it (the score itself is in the details). */
export function StrengthMeter({ score, t }: StrengthMeterProps) {
  const level = strengthLevel(score);
  const label = t(`strength.${level}`);
  return (
    <Stack gap={4}>
      <div
        className={classes.track}
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={t('strength.valueText', { level: label, score: formatScore(score) })}
      >
        <div className={classes.fill} data-level={level} style={{ width: `${score}%` }} />
      </div>
      <Text size="sm" weight="medium">
        {label}
      </Text>
    </Stack>
  );
}
