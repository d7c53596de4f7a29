import { Group } from '@mantine/core';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

export default function CheckboxDemo() {
  const [global, setGlobal] = useState(true);
  const [ignoreCase, setIgnoreCase] = useState(false);
  return (
    <Group>
      <Checkbox label="Global search (g)" checked={global} onChange={setGlobal} hint="g: find every match" />
      <Checkbox label="Case-insensitive (i)" checked={ignoreCase} onChange={setIgnoreCase} />
      <Checkbox label="Disabled" checked={false} onChange={() => undefined} disabled />
    </Group>
  );
}
