import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge/Badge';
import { Card } from '../../ui/card/Card';
import { Text } from '../../ui/text/Text';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import type { DetailCard } from './user-agent-parser';

/** One part of the agent: the values found as tags (named by their tooltip), a line per missing one. */
export function DetailsCard({ card, icon }: { card: DetailCard; icon: ReactNode }) {
  const found = card.fields.filter((field) => field.value !== undefined);
  const missing = card.fields.filter((field) => field.value === undefined);
  return (
    <Card title={card.title} icon={icon}>
      {found.length > 0 && (
        <Group gap="xs">
          {found.map((field) => (
            <Tooltip key={field.name} label={field.name}>
              <span>
                <Badge tone="success" value>
                  {field.value}
                </Badge>
              </span>
            </Tooltip>
          ))}
        </Group>
      )}
      {missing.map((field) => (
        <Text key={field.name} size="sm" tone="dimmed">
          {field.missing}
        </Text>
      ))}
    </Card>
  );
}
