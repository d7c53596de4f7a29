import { Stack } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { Note } from './Note';
import { Text } from './Text';

export default function TextDemo() {
  return (
    <>
      <DemoSection title="Sizes">
        <Text size="xl" weight="semibold">
          3 centuries
        </Text>
        <Text>Body text, the default size.</Text>
        <Text size="sm">Small text, for statuses.</Text>
      </DemoSection>
      <DemoSection title="Tones">
        <Stack gap={4}>
          <Text size="xl" tone="accent" monospace>
            755
          </Text>
          <Text size="sm" tone="success" weight="medium">
            The HMAC matches
          </Text>
          <Text size="sm" tone="error" role="alert">
            Select at least one character set
          </Text>
          <Text size="sm" tone="warning">
            null values were left out (TOML has no null)
          </Text>
          <Note>A note: a hint or a caveat under a field.</Note>
        </Stack>
      </DemoSection>
      <DemoSection title="Inline parts and values">
        <Text size="sm">
          <Text inline weight="semibold">
            Signed by:
          </Text>{' '}
          <Text inline monospace breakAnywhere>
            3f786850e387550fdab836ed7e6dc881de23001b
          </Text>
        </Text>
      </DemoSection>
      <DemoSection title="Lines kept (pretty-printed JSON)">
        <Text size="sm" monospace preserveLines>
          {'{\n  "roles": ["admin", "editor"]\n}'}
        </Text>
      </DemoSection>
    </>
  );
}
