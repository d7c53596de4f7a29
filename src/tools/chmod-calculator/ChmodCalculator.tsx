import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { Text } from '../../ui/text/Text';
import { formatOctal, parseSymbolic, withBit } from './chmod-calculator';
import words from './locales/en.json';
import { chmodCalculate } from './operations';
import { PermissionGrid } from './PermissionGrid';

const octalMaxLength = 4;
const symbolicMaxLength = 10;
const pathMaxLength = 1000;

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
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('chmod-calculator', chmodCalculate.fields);
  const parsed = chmodCalculate.run(state.octal, state);
  // While the Octal box holds an unfinished value, the checkboxes keep the last mode it gave.
  const [lastMode, setLastMode] = useState(0);
  const mode = parsed.ok ? parsed.value.mode : lastMode;

  // What is being typed in the Symbolic box, until the mode changes some other way.
  const [symbolicDraft, setSymbolicDraft] = useState<string>();
  const symbolicError = symbolicDraft?.trim() ? parseSymbolic(symbolicDraft) : undefined;

  const setMode = (next: number) => {
    setLastMode(next);
    set('octal', formatOctal(next));
  };
  const onOctalChange = (text: string) => {
    setSymbolicDraft(undefined);
    if (parsed.ok) setLastMode(parsed.value.mode);
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

  const outputs = parsed.ok ? parsed.value : undefined;
  const symbolic = outputs?.symbolic ?? '';

  return (
    <Card>
      <PermissionGrid mode={mode} onToggle={onToggle} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ValueDisplay label={t('octalValue')} value={outputs?.octal ?? ''} />
        <ValueDisplay label={t('symbolicValue')} value={symbolic} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <InputText
          label={t('octal.label')}
          description={t('octal.help')}
          value={state.octal}
          onChange={onOctalChange}
          error={parsed.ok ? undefined : word(parsed.error)}
          maxLength={octalMaxLength}
          monospace
          spellCheck={false}
        />
        <InputText
          label={t('symbolic.label')}
          description={t('symbolic.help')}
          value={symbolicDraft ?? symbolic}
          onChange={onSymbolicChange}
          error={symbolicError && !symbolicError.ok ? word(symbolicError.error) : undefined}
          maxLength={symbolicMaxLength}
          monospace
          spellCheck={false}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="md">
        <InputText
          label={t('path')}
          value={state.path}
          onChange={(value) => set('path', value)}
          maxLength={pathMaxLength}
          monospace
          spellCheck={false}
        />
        <Switch label={t('recursive')} checked={state.recursive} onChange={(value) => set('recursive', value)} />
      </Group>
      <CopyableField label={t('command')} value={outputs?.command ?? ''} />
      <CopyableField label={t('symbolicCommand')} value={outputs?.symbolicCommand ?? ''} />
    </Card>
  );
}
