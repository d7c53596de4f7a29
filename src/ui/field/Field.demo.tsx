import { Group } from '@mantine/core';
import { useId, useState } from 'react';
import { DemoSection } from '../DemoSection';
import { NumberInput } from '../number-input/NumberInput';
import { Slider } from '../slider/Slider';
import { Field } from './Field';

export default function FieldDemo() {
  const [length, setLength] = useState(64);
  const labelId = useId();
  return (
    <>
      <DemoSection title="A slider and its number box under one label">
        <Field label={`Length (${length})`}>
          <Group wrap="nowrap" gap="md">
            <Slider label="Length" value={length} onChange={setLength} min={1} max={512} />
            <NumberInput label="Length value" hideLabel value={length} onChange={setLength} min={1} max={512} w={96} />
          </Group>
        </Field>
      </DemoSection>
      <DemoSection title="A labelled read-only block, with a hint">
        <Field label="Output" labelId={labelId} description="The block is named by the label.">
          <pre role="textbox" aria-readonly="true" aria-labelledby={labelId} tabIndex={0}>
            01ARZ3NDEKTSV4RRFFQ69G5FAV
          </pre>
        </Field>
      </DemoSection>
    </>
  );
}
