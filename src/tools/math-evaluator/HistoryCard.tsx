import { Group, Stack } from '@mantine/core';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Text } from '../../ui/text/Text';
import { useToolWords } from '../../i18n/tool-words';
import type { HistoryEntry } from './history';
import words from './locales/en.json';

interface HistoryCardProps {
  history: readonly HistoryEntry[];
  /** Puts an expression of the history back in the field. */
  onPick: (expression: string) => void;
  onClear: () => void;
}

/** The expressions evaluated during this visit, newest first, each one a click from the field. */
export function HistoryCard({ history, onPick, onClear }: HistoryCardProps) {
  const { t } = useToolWords(words);
  if (history.length === 0) return null;
  return (
    <Card title={t('history.title')}>
      <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {history.map((entry) => (
          <Group component="li" key={entry.expression} gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="small"
              onClick={() => onPick(entry.expression)}
              styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            >
              {entry.expression.length > 80 ? `${entry.expression.slice(0, 80)}…` : entry.expression}
            </Button>
            <Text size="sm" tone="dimmed" monospace breakAnywhere>
              = {entry.result.length > 200 ? `${entry.result.slice(0, 200)}…` : entry.result}
            </Text>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button variant="default" size="small" onClick={onClear}>
          {t('history.clear')}
        </Button>
      </Group>
    </Card>
  );
}
