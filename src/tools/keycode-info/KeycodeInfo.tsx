import { Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { Table, type TableColumn } from '../../ui/table/Table';
import { Text } from '../../ui/text/Text';
import { TextCopyable } from '../../ui/text-copyable/TextCopyable';
import { describeKeyPress, keepsKeyFromBrowser, type KeyPress } from './keycode-info';
import words from './locales/en.json';

const historyLength = 10;

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
  const { t, word } = useToolWords(words);
  const { last, history, clearHistory } = useKeyPresses();
  const waiting = t('waiting');
  const rows = [
    { label: t('fields.key'), value: last?.key ?? '', placeholder: waiting },
    { label: t('fields.keyCode'), value: last?.keyCode ?? '', placeholder: waiting },
    { label: t('fields.code'), value: last?.code ?? '', placeholder: waiting },
    { label: t('fields.location'), value: last ? word(last.location) : '', placeholder: waiting },
    { label: t('fields.modifiers'), value: last?.modifiers ?? '', placeholder: t('noModifiers') },
  ];
  const historyColumns: TableColumn<KeyPress>[] = [
    { header: t('fields.key'), accessor: 'keyName' },
    { header: t('fields.code'), accessor: 'code' },
    { header: t('fields.keyCode'), accessor: 'keyCode' },
    { header: t('fields.modifiers'), accessor: 'modifiers' },
    { header: t('history.snippet'), render: (press) => <TextCopyable value={press.snippet} /> },
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
            {t('hint')}
          </Text>
        </Stack>
      </Card>
      <Card>
        {rows.map((row) => (
          <CopyableField key={row.label} {...row} labelPosition="left" />
        ))}
      </Card>
      <Card title={t('history.title')}>
        <Table columns={historyColumns} rows={history} emptyText={t('history.empty')} monospace />
        <Group justify="flex-end">
          <Button variant="default" onClick={clearHistory} disabled={history.length === 0}>
            {t('history.clear')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
