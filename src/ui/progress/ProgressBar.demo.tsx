import { Stack } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { ProgressBar } from './ProgressBar';

export default function ProgressBarDemo() {
  return (
    <DemoSection title="A countdown and a quota">
      <Stack gap="sm">
        <ProgressBar value={0.9} label="Time left in this period" valueText="27 seconds left" />
        <ProgressBar value={0.25} label="Storage used" />
      </Stack>
    </DemoSection>
  );
}
