import { Stack } from '@mantine/core';
import { CompareCard } from './CompareCard';
import { HashCard } from './HashCard';

export default function Bcrypt() {
  return (
    <Stack gap="md">
      <HashCard />
      <CompareCard />
    </Stack>
  );
}
