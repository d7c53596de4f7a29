import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { Checkbox } from '../../ui/checkbox/Checkbox';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { QrColorFields } from '../../ui/qr-code/QrColorFields';
import { QrImage } from '../../ui/qr-code/QrImage';
import { Select } from '../../ui/select/Select';
import { Note } from '../../ui/text/Note';
import { wifiFields } from './wifi-fields';
import {
  eapMethods,
  eapPhase2Methods,
  wifiEncryptionLabels,
  wifiEncryptions,
  tooLongMessage,
  wifiPayloadOf,
} from './wifi-qrcode-generator';

const encryptionOptions = wifiEncryptions.map((value) => ({ value, label: wifiEncryptionLabels[value] }));
const eapMethodOptions = eapMethods.map((value) => ({ value, label: value }));
const eapPhase2Options = eapPhase2Methods.map((value) => ({ value, label: value }));

export default function WifiQrcodeGenerator() {
  const [state, set] = useToolState('wifi-qrcode-generator', wifiFields);
  const payload = useMemo(() => wifiPayloadOf(state), [state]);
  const matrix = useMemo(() => (payload.ok ? encodeQr(payload.value, 'medium') : undefined), [payload]);
  const colors = useMemo(() => qrColors(state.foreground, state.background), [state.foreground, state.background]);
  const eap = state.encryption === 'WPA2-EAP';

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="md">
          <Select
            label="Encryption method"
            options={encryptionOptions}
            value={state.encryption}
            onChange={(value) => set('encryption', value)}
          />
          <InputText
            label="SSID"
            placeholder="Your network's name"
            value={state.ssid}
            onChange={(value) => set('ssid', value)}
          />
          <Checkbox label="Hidden SSID" checked={state.hidden} onChange={(value) => set('hidden', value)} />
          {state.encryption !== 'nopass' && (
            <InputText
              label="Password"
              placeholder="Your network's password"
              password
              value={state.password}
              onChange={(value) => set('password', value)}
            />
          )}
          {eap && (
            <>
              <Select
                label="EAP method"
                placeholder="Choose a method"
                searchable
                options={eapMethodOptions}
                value={state.eapMethod}
                onChange={(value) => set('eapMethod', value)}
              />
              <InputText
                label="Identity"
                placeholder="Your identity"
                value={state.identity}
                onChange={(value) => set('identity', value)}
              />
              <Checkbox label="Anonymous?" checked={state.anonymous} onChange={(value) => set('anonymous', value)} />
              <Select
                label="EAP Phase 2 method"
                options={eapPhase2Options}
                value={state.eapPhase2}
                onChange={(value) => set('eapPhase2', value)}
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
            alt="WiFi QR code"
            png={{ label: 'Download qr-code', fileName: 'wifi-qr-code.png' }}
            svg={{ label: 'Download SVG', fileName: 'wifi-qr-code.svg' }}
          />
          {!matrix && (
            <Stack align="center">
              <Note>{payload.ok ? tooLongMessage : payload.error}</Note>
            </Stack>
          )}
          <CopyableField label="WiFi QR payload" value={payload.ok ? payload.value : ''} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
