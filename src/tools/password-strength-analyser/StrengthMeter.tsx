import { Stack } from '@mantine/core';
import { Text } from '../../ui/text/Text';
import { formatScore, strengthLevel } from './password-strength-analyser';
import classes from './StrengthMeter.module.css';

/** A bar filled to the score (0–100), coloured from red to green, with a word for it (the score itself is in the details). */
export function StrengthMeter({ score }: { score: number }) {
  const { level, label } = strengthLevel(score);
  return (
    <Stack gap={4}>
      <div
        className={classes.track}
        role="meter"
        aria-label="Strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label}, ${formatScore(score)}`}
      >
        <div className={classes.fill} data-level={level} style={{ width: `${score}%` }} />
      </div>
      <Text size="sm" weight="medium">
        {label}
      </Text>
    </Stack>
  );
}
