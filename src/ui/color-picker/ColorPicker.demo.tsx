import { Text } from '@mantine/core';
import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { ColorPicker } from './ColorPicker';

export default function ColorPickerDemo() {
  const [foreground, setForeground] = useState('#000000ff');
  const [background, setBackground] = useState('#cccccc');
  return (
    <>
      <DemoSection title="With alpha (#rrggbbaa)">
        <ColorPicker label="Foreground color" value={foreground} onChange={setForeground} />
        <Text size="sm">Value: {foreground}</Text>
      </DemoSection>
      <DemoSection title="Without alpha (#rrggbb)">
        <ColorPicker label="Background" value={background} onChange={setBackground} withAlpha={false} />
      </DemoSection>
      <DemoSection title="Invalid text kept, with an error">
        <ColorPicker
          label="Color"
          value="#12"
          onChange={() => {}}
          resetInvalidOnBlur={false}
          error="Not a valid hex color."
        />
      </DemoSection>
    </>
  );
}
