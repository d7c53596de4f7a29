import { SimpleGrid } from '@mantine/core';
import { ValueTile } from './ValueTile';

export default function ValueTileDemo() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <ValueTile label="Screen size" value="1920 x 1080" placeholder="unknown" />
      <ValueTile label="Browser vendor" value={undefined} placeholder="unknown" />
      <ValueTile
        label="User agent"
        value="Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36"
        placeholder="unknown"
      />
    </SimpleGrid>
  );
}
