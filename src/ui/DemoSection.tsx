import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled group of variants on a /c-lib demo page. */
export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" mb="lg">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
