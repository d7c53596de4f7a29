import { Divider } from '@mantine/core';
import { useMemo } from 'react';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { caseConversions } from './case-converter';

const caseFields = defineFields({ text: textField('lorem ipsum dolor sit amet') });

export default function CaseConverter() {
  const [{ text }, set] = useToolState('case-converter', caseFields);
  const settledText = useDebouncedWhenLarge(text);
  const outputs = useMemo(
    () => caseConversions.map(({ label, convert }) => ({ label, value: convert(settledText) })),
    [settledText],
  );

  return (
    <Card>
      <InputText
        label="Your string"
        value={text}
        onChange={(value) => set('text', value)}
        placeholder="Your string..."
        spellCheck={false}
      />
      <Divider />
      {outputs.map(({ label, value }) => (
        <CopyableField key={label} label={label} value={value} />
      ))}
    </Card>
  );
}
