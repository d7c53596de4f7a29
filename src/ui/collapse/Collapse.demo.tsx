import { Stack, Text } from '@mantine/core';
import { Collapse } from './Collapse';

export default function CollapseDemo() {
  return (
    <Stack>
      <Collapse title="Closed by default">
        <Text>Opened with a click, Enter or Space on the title.</Text>
      </Collapse>
      <Collapse title="Open by default" defaultOpened>
        <Text>The content stays in the page while closed, so what was typed in it is kept.</Text>
      </Collapse>
    </Stack>
  );
}
