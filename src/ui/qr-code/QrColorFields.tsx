import { SimpleGrid } from '@mantine/core';
import { ColorPicker } from '../color-picker/ColorPicker';

interface QrColorFieldsProps {
  foreground: string;
  background: string;
  onChange: (field: 'foreground' | 'background', value: string) => void;
}

/** The two colours of a generated QR code, with alpha: a transparent background is allowed. */
export function QrColorFields({ foreground, background, onChange }: QrColorFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <ColorPicker label="Foreground color" value={foreground} onChange={(value) => onChange('foreground', value)} />
      <ColorPicker label="Background color" value={background} onChange={(value) => onChange('background', value)} />
    </SimpleGrid>
  );
}
