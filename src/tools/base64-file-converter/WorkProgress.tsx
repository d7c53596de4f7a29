import { Group, Loader, Text } from '@mantine/core';

interface WorkProgressProps {
  busy: boolean;
  /** What is being done, e.g. 'Encoding…'. */
  label: string;
  /** From 0 to 1, when known. */
  progress?: number;
}

/** A spinner and the share done, while a worker is busy. */
export function WorkProgress({ busy, label, progress }: WorkProgressProps) {
  if (!busy) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {label}
        {progress !== undefined && ` ${Math.floor(progress * 100)}%`}
      </Text>
    </Group>
  );
}
