import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { QrColorFields } from '../../ui/qr-code/QrColorFields';
import { QrImage } from '../../ui/qr-code/QrImage';
import { Select } from '../../ui/select/Select';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { wifiQrGenerate } from './operations';
import { eapMethods, wifiPayloadOf } from './wifi-qrcode-generator';

const { fields } = wifiQrGenerate;
const eapMethodOptions = eapMethods.map((value) => ({ value, label: value }));

export default function WifiQrcodeGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('wifi-qrcode-generator', fields);
  const payload = useMemo(() => wifiPayloadOf(state), [state]);
  const matrix = useMemo(() => (payload.ok ? encodeQr(payload.value, 'medium') : undefined), [payload]);
  const colors = useMemo(() => qrColors(state.foreground, state.background), [state.foreground, state.background]);
  const eap = state.encryption === 'WPA2-EAP';

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <FieldControls
            fields={{ encryption: fields.encryption }}
            values={state}
            onChange={(_, value) => set('encryption', value as typeof state.encryption)}
            text={text}
          />
          <InputText
            label={t('ssid.label')}
            placeholder={t('ssid.placeholder')}
            value={state.ssid}
            onChange={(value) => set('ssid', value)}
          />
          <Checkbox label={t('hidden')} checked={state.hidden} onChange={(value) => set('hidden', value)} />
          {state.encryption !== 'nopass' && (
            <InputText
              label={t('password.label')}
              placeholder={t('password.placeholder')}
              password
              value={state.password}
              onChange={(value) => set('password', value)}
            />
          )}
          {eap && (
            <>
              <Select
                label={t('eapMethod.label')}
                placeholder={t('eapMethod.placeholder')}
                searchable
                options={eapMethodOptions}
                value={state.eapMethod}
                onChange={(value) => set('eapMethod', value)}
              />
              <InputText
                label={t('identity.label')}
                placeholder={t('identity.placeholder')}
                value={state.identity}
                onChange={(value) => set('identity', value)}
              />
              <Checkbox
                label={t('anonymous')}
                checked={state.anonymous}
                onChange={(value) => set('anonymous', value)}
              />
              <FieldControls
                fields={{ eapPhase2: fields.eapPhase2 }}
                values={state}
                onChange={(_, value) => set('eapPhase2', value as typeof state.eapPhase2)}
                text={text}
              />
            </>
          )}
          <QrColorFields
            foreground={state.foreground}
            background={state.background}
            onChange={(field, value) => set(field, value)}
          />
        </Stack>
        <Stack gap="md">
          <QrImage
            matrix={matrix}
            colors={colors}
            alt={t('image.alt')}
            png={{ label: t('download.png'), fileName: 'wifi-qr-code.png' }}
            svg={{ label: t('download.svg'), fileName: 'wifi-qr-code.svg' }}
          />
          {!matrix && (
            <Stack align="center">
              <Note>{payload.ok ? t('errors.tooLong') : word(payload.error)}</Note>
            </Stack>
          )}
          <CopyableField label={t('payload')} value={payload.ok ? payload.value : ''} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
