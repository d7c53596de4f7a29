import { useState } from 'react';
import type { IntegerRange } from '../../lib/tool-state/range-field';
import { DemoSection } from '../DemoSection';
import { Field } from '../field/Field';
import { RangeSlider } from './RangeSlider';
import { Slider } from './Slider';

export default function SliderDemo() {
  const [count, setCount] = useState(5);
  const [range, setRange] = useState<IntegerRange>([3, 8]);
  return (
    <>
      <DemoSection title="One value">
        <Field label={`Paragraphs (${count})`}>
          <Slider label="Paragraphs" value={count} onChange={setCount} min={1} max={20} />
        </Field>
      </DemoSection>
      <DemoSection title="A range, both ends included (the thumbs may meet)">
        <Field label={`Sentences per paragraph (${range[0]}–${range[1]})`}>
          <RangeSlider
            fromLabel="Sentences per paragraph minimum"
            toLabel="Sentences per paragraph maximum"
            value={range}
            onChange={setRange}
            min={1}
            max={50}
          />
        </Field>
      </DemoSection>
    </>
  );
}
