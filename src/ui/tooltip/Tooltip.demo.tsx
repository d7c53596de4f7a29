import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Button } from '../button/Button';
import { Tooltip } from './Tooltip';

export default function TooltipDemo() {
  return (
    <Group>
      <Tooltip label="Shown on hover and on keyboard focus">
        <Button variant="default">Hover or focus me</Button>
      </Tooltip>
      <Tooltip label="Below the element" position="bottom">
        <Button variant="default">Bottom</Button>
      </Tooltip>
      <Tooltip
        multiline
        label="A longer explanation wraps onto several lines instead of one very wide line across the page."
      >
        <Text component="span" tabIndex={0} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconInfoCircle size={16} aria-hidden /> Multiline
        </Text>
      </Tooltip>
    </Group>
  );
}
