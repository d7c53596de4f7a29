import { Group } from '@mantine/core';
import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { Checkbox } from './Checkbox';

export default function CheckboxDemo() {
  const [read, setRead] = useState(true);
  const [write, setWrite] = useState(false);
  return (
    <>
      <DemoSection title="With labels (the first with a hint)">
        <Checkbox label="Read" checked={read} onChange={setRead} hint="Allows reading the file" />
        <Checkbox label="Write" description="Allows changing the file" checked={write} onChange={setWrite} />
        <Checkbox label="Disabled" checked={false} onChange={() => undefined} disabled />
      </DemoSection>
      <DemoSection title="Label hidden (named by a grid's headings)">
        <Group>
          <Checkbox label="Owner read" hideLabel checked={read} onChange={setRead} />
          <Checkbox label="Owner write" hideLabel checked={write} onChange={setWrite} />
        </Group>
      </DemoSection>
    </>
  );
}
