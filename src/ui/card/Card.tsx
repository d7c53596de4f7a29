import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface CardProps {
  /** A heading for the card; fields inside are then addressable as `Card title / Field label`. */
  title?: string;
  children: ReactNode;
}

export function Card({ title, children }: CardProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={title ? headingId : undefined}>
      <Stack gap="md">
        {title && (
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
