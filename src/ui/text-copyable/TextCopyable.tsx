import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy/CopyButton';

interface TextCopyableProps {
  /** What the copy button copies; also what is shown unless `displayValue` is given. */
  value: string;
  displayValue?: ReactNode;
  monospace?: boolean;
}

/** A value shown inline as text, with a copy button after it. */
export function TextCopyable({ value, displayValue, monospace = true }: TextCopyableProps) {
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <Text component="span" ff={monospace ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
        <span translate="no">{displayValue ?? value}</span>
      </Text>
      <CopyButton value={value} />
    </Group>
  );
}
