import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { appAddress } from '../../lib/app-address';
import { qrColorFields } from '../../lib/qr/qr-color-fields';
import { qrColors } from '../../lib/qr/qr-colors';
import { qrErrorLevels } from '../../lib/qr/qr-matrix';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { QrColorFields } from '../../ui/qr-code/QrColorFields';
import { QrImage } from '../../ui/qr-code/QrImage';
import { Select } from '../../ui/select/Select';
import { qrCodeOfText } from './qrcode-generator';

const fields = defineFields({
  // The app's own address, known in the browser only.
  text: textField('', { generate: () => appAddress() }),
  ...qrColorFields,
  errorResistance: choiceField('medium', qrErrorLevels),
});

const levelOptions = qrErrorLevels.map((level) => ({ value: level, label: level }));

export default function QrcodeGenerator() {
  const [state, set] = useToolState('qrcode-generator', fields);
  const code = useMemo(() => qrCodeOfText(state.text, state.errorResistance), [state.text, state.errorResistance]);
  const colors = useMemo(() => qrColors(state.foreground, state.background), [state.foreground, state.background]);

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <InputText
            label="Text"
            placeholder="Your link or text..."
            value={state.text}
            onChange={(value) => set('text', value)}
            multiline
            autosize
            rows={1}
            maxRows={12}
            error={code.ok ? undefined : code.error}
          />
          <QrColorFields
            foreground={state.foreground}
            background={state.background}
            onChange={(field, value) => set(field, value)}
          />
          <Select
            label="Error resistance"
            options={levelOptions}
            value={state.errorResistance}
            onChange={(value) => set('errorResistance', value)}
          />
        </Stack>
        <QrImage
          matrix={code.ok ? code.value : undefined}
          colors={colors}
          alt="QR code"
          png={{ label: 'Download qr-code', fileName: 'qr-code.png' }}
          svg={{ label: 'Download SVG', fileName: 'qr-code.svg' }}
        />
      </SimpleGrid>
    </Card>
  );
}
