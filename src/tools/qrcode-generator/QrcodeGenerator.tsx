import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { appAddress } from '../../lib/app-address';
import { qrColors } from '../../lib/qr/qr-colors';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { QrColorFields } from '../../ui/qr-code/QrColorFields';
import { QrImage } from '../../ui/qr-code/QrImage';
import words from './locales/en.json';
import { qrGenerate } from './operations';
import { qrCodeOfText } from './qrcode-generator';

const { errorResistance } = qrGenerate.fields;
const fields = {
  ...qrGenerate.fields,
  // The app's own address is known in the browser only, and the operation stays free of it.
  text: { ...qrGenerate.fields.text, generate: () => appAddress() },
};

export default function QrcodeGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('qrcode-generator', fields);
  const code = useMemo(() => qrCodeOfText(state.text, state.errorResistance), [state.text, state.errorResistance]);
  const colors = useMemo(() => qrColors(state.foreground, state.background), [state.foreground, state.background]);

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <InputText
            label={t('text.label')}
            placeholder={t('text.placeholder')}
            value={state.text}
            onChange={(value) => set('text', value)}
            multiline
            autosize
            rows={1}
            maxRows={12}
            error={code.ok ? undefined : word(code.error)}
          />
          <QrColorFields
            foreground={state.foreground}
            background={state.background}
            onChange={(field, value) => set(field, value)}
          />
          <FieldControls
            fields={{ errorResistance }}
            values={state}
            onChange={(_, value) => set('errorResistance', value as typeof state.errorResistance)}
            text={text}
          />
        </Stack>
        <QrImage
          matrix={code.ok ? code.value : undefined}
          colors={colors}
          alt={t('image.alt')}
          png={{ label: t('download.png'), fileName: 'qr-code.png' }}
          svg={{ label: t('download.svg'), fileName: 'qr-code.svg' }}
        />
      </SimpleGrid>
    </Card>
  );
}
