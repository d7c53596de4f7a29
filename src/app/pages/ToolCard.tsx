import { Badge, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToolText } from '../../i18n/tool-text';
import { isToolNew, type Tool } from '../../tools/tool';
import classes from './ToolCard.module.css';

export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation();
  const { name, description } = useToolText()(tool);
  return (
    <Card component={Link} to={`/${tool.slug}`} withBorder padding="md" className={classes.card}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <tool.icon size={40} stroke={1.2} aria-hidden className={classes.icon} />
        {isToolNew(tool) && (
          <Badge color="brand" variant="light">
            {t('home.newBadge')}
          </Badge>
        )}
      </Group>
      <Text fw={600} size="lg" lineClamp={1}>
        {name}
      </Text>
      <Text c="dimmed" size="sm" lineClamp={2}>
        {description}
      </Text>
    </Card>
  );
}
