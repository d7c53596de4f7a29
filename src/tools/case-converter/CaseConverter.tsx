import '@mantine/core/styles/Divider.layer.css';
import { Divider } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { caseConversions } from './case-converter';

const defaultText = 'lorem ipsum dolor sit amet';

export default function CaseConverter() {
  const [text, setText] = useState(defaultText);
  const settledText = useDebouncedWhenLarge(text);
  const outputs = useMemo(
    () => caseConversions.map(({ label, convert }) => ({ label, value: convert(settledText) })),
    [settledText],
  );

  return (
    <Card>
      <InputText label="Your string" value={text} onChange={setText} placeholder="Your string..." spellCheck={false} />
      <Divider />
      {outputs.map(({ label, value }) => (
        <CopyableField key={label} label={label} value={value} />
      ))}
    </Card>
  );
}
