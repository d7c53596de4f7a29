import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface CardProps {
  /** A heading for the card; fields inside are then addressable as `Card title / Field label`. */
  title?: string;
  /** Drawn before the title (a Tabler icon, say); decorative: the title names the card. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Card({ title, icon, children }: CardProps) {
  const headingId = useId();
  const heading = title && (
    <Title order={2} size="h4" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={title ? headingId : undefined}>
      <Stack gap="md">
        {title && icon ? (
          <Group gap="xs" wrap="nowrap">
            <Group component="span" aria-hidden c="dimmed">
              {icon}
            </Group>
            {heading}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
