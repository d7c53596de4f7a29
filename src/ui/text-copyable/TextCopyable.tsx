import { Group, Text } from '@mantine/core';
import { CopyButton } from '../copy/CopyButton';

/** A value shown inline as text, with a copy button after it. */
export function TextCopyable({ value, displayValue, monospace = true }: { value: string; displayValue?: string; monospace?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <Text component="span" ff={monospace ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
        {displayValue ?? value}
      </Text>
      <CopyButton value={value} />
    </Group>
  );
}
