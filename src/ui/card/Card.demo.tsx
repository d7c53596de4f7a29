import { Stack, Text } from '@mantine/core';
import { Card } from './Card';

export default function CardDemo() {
  return (
    <Stack>
      <Card title="A card with a title">
        <Text>The title is a heading that names the section.</Text>
      </Card>
      <Card>
        <Text>A card without a title.</Text>
      </Card>
    </Stack>
  );
}
