import { Group } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { QrCode } from './QrCode';

export default function QrCodeDemo() {
  return (
    <DemoSection title="An address and a key URI">
      <Group>
        <QrCode value="https://it-tools.tech" label="QR code of the IT Tools address" size={160} />
        <QrCode
          value="otpauth://totp/IT-Tools:demo-user?issuer=IT-Tools&secret=JBSWY3DPEHPK3PXP"
          label="QR code of a key URI"
        />
      </Group>
    </DemoSection>
  );
}
