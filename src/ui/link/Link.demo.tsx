import { Stack, Text } from '@mantine/core';
import { Link } from './Link';

export default function LinkDemo() {
  return (
    <Stack>
      <Text>
        An internal route: <Link href="/c-lib/button">the button demo</Link>.
      </Text>
      <Text>
        A route in a new tab:{' '}
        <Link href="/c-lib/table" newTab>
          the table demo
        </Link>
        .
      </Text>
      <Text>
        An external address, in a new tab:{' '}
        <Link href="https://github.com/CorentinTh/it-tools">the original project</Link>.
      </Text>
    </Stack>
  );
}
