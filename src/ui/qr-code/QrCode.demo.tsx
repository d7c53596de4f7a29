import { Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defaultQrBackground, defaultQrForeground, qrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { DemoSection } from '../DemoSection';
import { QrCode } from './QrCode';
import { QrColorFields } from './QrColorFields';
import { QrImage } from './QrImage';

const demoMatrix = encodeQr('https://it-tools.tech');

function GeneratedCodeDemo() {
  const [chosen, setChosen] = useState({ foreground: defaultQrForeground, background: defaultQrBackground });
  const colors = useMemo(() => qrColors(chosen.foreground, chosen.background), [chosen]);
  return (
    <>
      <QrColorFields {...chosen} onChange={(field, value) => setChosen({ ...chosen, [field]: value })} />
      <QrImage
        matrix={demoMatrix}
        colors={colors}
        alt="QR code"
        png={{ label: 'Download PNG', fileName: 'demo.png' }}
        svg={{ label: 'Download SVG', fileName: 'demo.svg' }}
      />
    </>
  );
}

export default function QrCodeDemo() {
  return (
    <>
      <DemoSection title="An address and a key URI">
        <Group>
          <QrCode value="https://it-tools.tech" label="QR code of the IT Tools address" size={160} />
          <QrCode
            value="otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=JBSWY3DPEHPK3PXP"
            label="QR code of a key URI"
          />
        </Group>
      </DemoSection>
      <DemoSection title="A generated code in chosen colours, as a PNG picture with its downloads">
        <GeneratedCodeDemo />
      </DemoSection>
      <DemoSection title="No code yet: no picture, downloads disabled">
        <QrImage
          matrix={undefined}
          colors={qrColors(defaultQrForeground, defaultQrBackground)}
          alt="QR code"
          png={{ label: 'Download PNG', fileName: 'demo.png' }}
        />
      </DemoSection>
    </>
  );
}
