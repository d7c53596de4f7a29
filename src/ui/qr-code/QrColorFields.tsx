import { SimpleGrid } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { ColorPicker } from '../color-picker/ColorPicker';

const noToolWords = {};

interface QrColorFieldsProps {
  foreground: string;
  background: string;
  onChange: (field: 'foreground' | 'background', value: string) => void;
}

/** The two colours of a generated QR code, with alpha: a transparent background is allowed. */
export function QrColorFields({ foreground, background, onChange }: QrColorFieldsProps) {
  // Their labels are common words (`common.qr.…`): no tool's catalogue is needed.
  const { text } = useToolWords(noToolWords);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <ColorPicker
        label={text('common.qr.foreground')}
        value={foreground}
        onChange={(value) => onChange('foreground', value)}
      />
      <ColorPicker
        label={text('common.qr.background')}
        value={background}
        onChange={(value) => onChange('background', value)}
      />
    </SimpleGrid>
  );
}
