import { Box, Group, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { passwordStrength } from './operations';
import {
  analysePassword,
  attackerSpeedIds,
  durationText,
  formatEntropy,
  formatScore,
  guessesPerSecondOf,
} from './password-strength-analyser';
import { StrengthMeter } from './StrengthMeter';

const { fields } = passwordStrength;

export default function PasswordStrengthAnalyser() {
  const { t, text, word } = useToolWords(words);
  const passwordId = useId();
  const [{ password, speed }, set] = useToolState('password-strength-analyser', fields);
  const speeds = attackerSpeedIds.map((value) => ({ value, label: text(fields.speed.choiceLabels?.[value] ?? value) }));
  const setPassword = (value: string) => set('password', value);
  const analysis = useMemo(() => analysePassword(password, guessesPerSecondOf(speed)), [password, speed]);
  const duration = durationText(analysis.crackDuration, word);

  const clear = () => {
    setPassword('');
    document.getElementById(passwordId)?.focus();
  };

  const details = [
    { label: t('details.length'), value: String(analysis.length) },
    { label: t('details.entropy'), value: formatEntropy(analysis.entropy) },
    { label: t('details.characterSetSize'), value: String(analysis.characterSetSize) },
    { label: t('details.score'), value: formatScore(analysis.score) },
  ];

  return (
    <Stack gap="md">
      <Card>
        <Group wrap="nowrap" align="flex-end" gap="xs">
          <Box flex={1}>
            <InputText
              id={passwordId}
              label={t('password.label')}
              placeholder={t('password.placeholder')}
              password
              autoFocus
              value={password}
              onChange={setPassword}
            />
          </Box>
          <IconButton label={t('clear')} onClick={clear} disabled={password === ''}>
            <IconX size={18} aria-hidden />
          </IconButton>
        </Group>
        <Select label={t('speed.label')} options={speeds} value={speed} onChange={(value) => set('speed', value)} />
      </Card>

      <Card title={t('duration.title')}>
        <Group justify="center" gap="xs" wrap="nowrap">
          <Text size="xl" weight="semibold" align="center" breakAnywhere>
            {duration}
          </Text>
          <CopyButton value={duration} />
        </Group>
        <StrengthMeter score={analysis.score} t={t} />
      </Card>

      <Card>
        <KeyValueTable rows={details} copyable monospace={false} />
      </Card>

      <Note>{t('bruteForceOnly')}</Note>
    </Stack>
  );
}
