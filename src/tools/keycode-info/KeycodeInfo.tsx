import { Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import { describeKeyPress, keepsKeyFromBrowser, type KeyPress } from './keycode-info';

const historyLength = 10;
const waitingPlaceholder = 'Press a key';

const historyColumns: TableColumn<KeyPress>[] = [
  { header: 'Key', accessor: 'keyName' },
  { header: 'Code', accessor: 'code' },
  { header: 'Keycode', accessor: 'keyCode' },
  { header: 'Modifiers', accessor: 'modifiers' },
  { header: 'Snippet', render: (press) => <TextCopyable value={press.snippet} /> },
];

/** The last key pressed anywhere on the page, and the ones before it. */
function useKeyPresses() {
  const [last, setLast] = useState<KeyPress>();
  const [history, setHistory] = useState<KeyPress[]>([]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (keepsKeyFromBrowser(event.key, event.target instanceof HTMLElement ? event.target : null)) {
        event.preventDefault();
      }
      const press = describeKeyPress(event);
      setLast(press);
      // A held key repeats: one press in the history.
      if (!event.repeat) setHistory((presses) => [press, ...presses].slice(0, historyLength));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return { last, history, clearHistory: () => setHistory([]) };
}

export default function KeycodeInfo() {
  const { last, history, clearHistory } = useKeyPresses();
  const rows = [
    { label: 'Key', value: last?.key ?? '', placeholder: waitingPlaceholder },
    { label: 'Keycode', value: last?.keyCode ?? '', placeholder: waitingPlaceholder },
    { label: 'Code', value: last?.code ?? '', placeholder: waitingPlaceholder },
    { label: 'Location', value: last?.location ?? '', placeholder: waitingPlaceholder },
    { label: 'Modifiers', value: last?.modifiers ?? '', placeholder: 'None' },
  ];
  return (
    <Stack gap="md">
      <Card>
        <Stack align="center" gap="xs" py="lg" aria-live="polite">
          {last && (
            <Text size="xl" weight="bold" monospace align="center" breakAnywhere>
              {last.keyName}
            </Text>
          )}
          <Text tone="dimmed" align="center">
            Press any key on your keyboard to see its information
          </Text>
        </Stack>
      </Card>
      <Card>
        {rows.map((row) => (
          <CopyableField key={row.label} {...row} labelPosition="left" />
        ))}
      </Card>
      <Card title="Last key presses">
        <Table columns={historyColumns} rows={history} emptyText="No key pressed yet" monospace />
        <Group justify="flex-end">
          <Button variant="default" onClick={clearHistory} disabled={history.length === 0}>
            Clear
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
