import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { NumberInput } from './NumberInput';

export default function NumberInputDemo() {
  const [quantity, setQuantity] = useState(5);
  const [bits, setBits] = useState<number | string>(2048);
  const bitsError = typeof bits === 'number' && bits % 8 === 0 ? undefined : 'A multiple of 8';
  return (
    <>
      <DemoSection title="Clamped to 1–50 when the field loses focus">
        <NumberInput label="Quantity" value={quantity} onChange={setQuantity} min={1} max={50} w={180} />
      </DemoSection>
      <DemoSection title="Raw: what is typed is kept, and the page says what is wrong">
        <NumberInput
          raw
          label="Bits"
          value={bits}
          onChange={setBits}
          step={8}
          allowNegative={false}
          error={bitsError}
          w={220}
        />
      </DemoSection>
    </>
  );
}
