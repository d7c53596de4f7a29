import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Badge } from '../../ui/badge/Badge';
import { Card } from '../../ui/card/Card';
import { Text } from '../../ui/text/Text';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import words from './locales/en.json';
import type { DetailCard } from './user-agent-parser';

/** One part of the agent: the values found as tags (named by their tooltip), a line per missing one. */
export function DetailsCard({ card, icon }: { card: DetailCard; icon: ReactNode }) {
  const { t, text, word } = useToolWords(words);
  const found = card.fields.filter((field) => field.value !== undefined);
  const missing = card.fields.filter((field) => field.value === undefined);
  return (
    <Card title={t(`cards.${card.title}.title`)} icon={icon}>
      {found.length > 0 && (
        <Group gap="xs">
          {found.map((field) => (
            <Tooltip key={field.name} label={t(`fields.${field.name}`)}>
              <span>
                <Badge tone="success" value>
                  {typeof field.value === 'object' ? word(field.value) : field.value}
                </Badge>
              </span>
            </Tooltip>
          ))}
        </Group>
      )}
      {missing.map((field) => (
        <Text key={field.name} size="sm" tone="dimmed">
          {text(`cards.${card.title}.missing.${field.name}`)}
        </Text>
      ))}
    </Card>
  );
}
