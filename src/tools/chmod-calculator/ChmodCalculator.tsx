import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { Text } from '../../ui/text/Text';
import {
  chmodCommand,
  formatChmodSymbolic,
  formatOctal,
  formatSymbolic,
  parseOctal,
  parseSymbolic,
  withBit,
} from './chmod-calculator';
import { chmodFields, octalMaxLength, pathMaxLength, symbolicMaxLength } from './chmod-fields';
import { PermissionGrid } from './PermissionGrid';

function ValueDisplay({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={label}>
      <Text size="sm" tone="dimmed">
        {label}
      </Text>
      <Text size="xl" weight="semibold" tone="accent" monospace>
        {value}
      </Text>
    </Stack>
  );
}

export default function ChmodCalculator() {
  const [state, set] = useToolState('chmod-calculator', chmodFields);
  const parsed = parseOctal(state.octal);
  // While the Octal box holds an unfinished value, the checkboxes keep the last mode it gave.
  const [lastMode, setLastMode] = useState(0);
  const mode = parsed.ok ? parsed.value : lastMode;

  // What is being typed in the Symbolic box, until the mode changes some other way.
  const [symbolicDraft, setSymbolicDraft] = useState<string>();
  const symbolicError = symbolicDraft?.trim() ? parseSymbolic(symbolicDraft) : undefined;

  const setMode = (next: number) => {
    setLastMode(next);
    set('octal', formatOctal(next));
  };
  const onOctalChange = (text: string) => {
    setSymbolicDraft(undefined);
    if (parsed.ok) setLastMode(parsed.value);
    set('octal', text);
  };
  const onSymbolicChange = (text: string) => {
    setSymbolicDraft(text);
    const result = parseSymbolic(text);
    if (result.ok) setMode(result.value);
  };
  const onToggle = (bit: number, on: boolean) => {
    setSymbolicDraft(undefined);
    setMode(withBit(mode, bit, on));
  };

  const octal = parsed.ok ? formatOctal(mode) : '';
  const symbolic = parsed.ok ? formatSymbolic(mode) : '';
  const commandOptions = { path: state.path, recursive: state.recursive };

  return (
    <Card>
      <PermissionGrid mode={mode} onToggle={onToggle} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ValueDisplay label="Octal value" value={octal} />
        <ValueDisplay label="Symbolic value" value={symbolic} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InputText
          label="Octal"
          description="Type a mode to set the checkboxes: 755, 0644, 4755"
          value={state.octal}
          onChange={onOctalChange}
          error={parsed.ok ? undefined : parsed.error}
          maxLength={octalMaxLength}
          monospace
          spellCheck={false}
        />
        <InputText
          label="Symbolic"
          description="Or as ls -l shows it: rwxr-x---, -rw-r--r--, drwx------"
          value={symbolicDraft ?? symbolic}
          onChange={onSymbolicChange}
          error={symbolicError && !symbolicError.ok ? symbolicError.error : undefined}
          maxLength={symbolicMaxLength}
          monospace
          spellCheck={false}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <InputText
          label="Path"
          value={state.path}
          onChange={(value) => set('path', value)}
          maxLength={pathMaxLength}
          monospace
          spellCheck={false}
        />
        <Switch label="Recursive (-R)" checked={state.recursive} onChange={(value) => set('recursive', value)} />
      </Group>
      <CopyableField label="Command" value={parsed.ok ? chmodCommand(octal, commandOptions) : ''} />
      <CopyableField
        label="Command (symbolic form)"
        value={parsed.ok ? chmodCommand(formatChmodSymbolic(mode), commandOptions) : ''}
      />
    </Card>
  );
}
