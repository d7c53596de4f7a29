import { Group, Loader, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { Button } from '../../ui/button/Button';
import { formatProgress } from './bcrypt';

interface RunStatusProps {
  /** "Hashing…" or "Comparing…". */
  verb: string;
  progress: number | undefined;
  /** Offer a "Stop" button (for runs expected to take a while). */
  stoppable: boolean;
  onStop: () => void;
}

/** A bcrypt run under way: a spinner, its progress, and a way out of long runs. */
export function RunStatus({ verb, progress, stoppable, onStop }: RunStatusProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {verb} {formatProgress(progress ?? 0)}
      </Text>
      {stoppable && (
        <Button size="small" variant="default" leftSection={<IconPlayerStop size={14} aria-hidden />} onClick={onStop}>
          Stop
        </Button>
      )}
    </Group>
  );
}
