import { Stack, Text } from '@mantine/core';
import { IconBrowser } from '@tabler/icons-react';
import { Card } from './Card';

export default function CardDemo() {
  return (
    <Stack>
      <Card title="A card with a title">
        <Text>The title is a heading that names the section.</Text>
      </Card>
      <Card title="A card with an icon" icon={<IconBrowser size={20} />}>
        <Text>The icon is decoration: the title alone names the card.</Text>
      </Card>
      <Card>
        <Text>A card without a title.</Text>
      </Card>
    </Stack>
  );
}
