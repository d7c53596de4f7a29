import { Group, SimpleGrid, Stack } from '@mantine/core';
import { clientHintRows } from '../../lib/client-hints';
import { useClientHints } from '../../lib/useClientHints';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { ValueTile } from '../../ui/value-tile/ValueTile';
import { deviceReadings, readingsJson, screenReadings, type Reading } from './device-information';
import { useDeviceEnvironment } from './useDeviceEnvironment';

function ReadingsCard({ title, readings, placeholder }: { title: string; readings: Reading[]; placeholder: string }) {
  return (
    <Card title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {readings.map((reading) => (
          <ValueTile key={reading.key} label={reading.label} value={reading.value} placeholder={placeholder} />
        ))}
      </SimpleGrid>
    </Card>
  );
}

export default function DeviceInformation() {
  const environment = useDeviceEnvironment();
  const hints = useClientHints();
  // Until the page has read the browser (the prerendered page has not), values are pending, not unknown.
  const placeholder = environment ? 'unknown' : '…';
  const screen = screenReadings(environment ?? {});
  const device = deviceReadings(environment ?? {});
  const hintReadings = hints && clientHintRows(hints);
  return (
    <Stack gap="md">
      <ReadingsCard title="Screen" readings={screen} placeholder={placeholder} />
      <ReadingsCard title="Device" readings={device} placeholder={placeholder} />
      {hintReadings && <ReadingsCard title="Client hints" readings={hintReadings} placeholder="unknown" />}
      <Group justify="center">
        <CopyButton
          label="Copy all as JSON"
          value={readingsJson([...screen, ...device], hintReadings)}
          disabled={!environment}
        />
      </Group>
    </Stack>
  );
}
