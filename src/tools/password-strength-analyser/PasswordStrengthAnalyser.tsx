import { Box, Group, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { IconButton } from '../../ui/button/IconButton';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { passwordFields } from './password-fields';
import {
  analysePassword,
  attackerSpeeds,
  formatEntropy,
  formatScore,
  guessesPerSecondOf,
} from './password-strength-analyser';
import { StrengthMeter } from './StrengthMeter';

export default function PasswordStrengthAnalyser() {
  const passwordId = useId();
  const [{ password, speed }, set] = useToolState('password-strength-analyser', passwordFields);
  const setPassword = (value: string) => set('password', value);
  const analysis = useMemo(() => analysePassword(password, guessesPerSecondOf(speed)), [password, speed]);

  const clear = () => {
    setPassword('');
    document.getElementById(passwordId)?.focus();
  };

  const details = [
    { label: 'Password length:', value: String(analysis.length) },
    { label: 'Entropy:', value: formatEntropy(analysis.entropy) },
    { label: 'Character set size:', value: String(analysis.characterSetSize) },
    { label: 'Score:', value: formatScore(analysis.score) },
  ];

  return (
    <Stack gap="md">
      <Card>
        <Group wrap="nowrap" align="flex-end" gap="xs">
          <Box flex={1}>
            <InputText
              id={passwordId}
              label="Password"
              placeholder="Enter a password..."
              password
              autoFocus
              value={password}
              onChange={setPassword}
            />
          </Box>
          <IconButton label="Clear" onClick={clear} disabled={password === ''}>
            <IconX size={18} aria-hidden />
          </IconButton>
        </Group>
        <Select
          label="Attacker speed"
          options={attackerSpeeds}
          value={speed}
          onChange={(value) => set('speed', value)}
        />
      </Card>

      <Card title="Duration to crack this password with brute force">
        <Group justify="center" gap="xs" wrap="nowrap">
          <Text size="xl" weight="semibold" align="center" breakAnywhere>
            {analysis.crackDuration}
          </Text>
          <CopyButton value={analysis.crackDuration} />
        </Group>
        <StrengthMeter score={analysis.score} />
      </Card>

      <Card>
        <KeyValueTable rows={details} copyable monospace={false} />
      </Card>

      <Note>
        This estimate assumes an attacker who tries every combination of the characters used (brute force). It does not
        consider dictionary attacks, leaked passwords or common patterns, which can crack a password made of words or
        names far sooner.
      </Note>
    </Stack>
  );
}
