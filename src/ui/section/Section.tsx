import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  /** The section's heading (a level below the card's) and its accessible name. */
  title: ReactNode;
  children: ReactNode;
}

/** A titled part of a card, such as the certificates of one signature. */
export function Section({ title, children }: SectionProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
