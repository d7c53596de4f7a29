import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { Text } from '../text/Text';
import { PresetButtons } from './PresetButtons';

export default function PresetButtonsDemo() {
  const [rate, setRate] = useState('3 per 5 minutes');
  return (
    <DemoSection title="Common values a click away">
      <PresetButtons
        label="Throughput"
        presets={[
          { label: 'per second', apply: () => setRate('3 per second') },
          { label: 'per minute', apply: () => setRate('3 per minute') },
          { label: 'per hour', apply: () => setRate('3 per hour') },
        ]}
      />
      <Text>Rate: {rate}</Text>
    </DemoSection>
  );
}
