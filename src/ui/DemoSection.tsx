import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Section } from './section/Section';

/** One labelled group of variants on a /c-lib demo page. */
export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mb="lg">
      <Section title={title}>{children}</Section>
    </Box>
  );
}
