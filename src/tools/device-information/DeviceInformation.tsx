import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { clientHintRows } from '../../lib/client-hints';
import { useClientHints } from '../../lib/useClientHints';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { ValueTile } from '../../ui/value-tile/ValueTile';
import { deviceReadings, readingsJson, screenReadings, type Reading } from './device-information';
import words from './locales/en.json';
import { useDeviceEnvironment } from './useDeviceEnvironment';

interface WordedReading {
  key: string;
  label: string;
  value: string | undefined;
}

function ReadingsCard({
  title,
  readings,
  placeholder,
}: {
  title: string;
  readings: readonly WordedReading[];
  placeholder: string;
}) {
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
  const { t, text, word } = useToolWords(words);
  const environment = useDeviceEnvironment();
  const hints = useClientHints();
  const worded = (readings: readonly Reading[]): WordedReading[] =>
    readings.map(({ key, label, value }) => ({
      key,
      label: text(label),
      value: typeof value === 'object' ? word(value) : value,
    }));
  // Until the page has read the browser (the prerendered page has not), values are pending, not unknown.
  const placeholder = environment ? t('unknown') : t('pending');
  const screen = worded(screenReadings(environment ?? {}));
  const device = worded(deviceReadings(environment ?? {}));
  const hintReadings = hints && worded(clientHintRows(hints));
  return (
    <Stack gap="md">
      <ReadingsCard title={t('cards.screen')} readings={screen} placeholder={placeholder} />
      <ReadingsCard title={t('cards.device')} readings={device} placeholder={placeholder} />
      {hintReadings && (
        <ReadingsCard title={t('cards.clientHints')} readings={hintReadings} placeholder={t('unknown')} />
      )}
      <Group justify="center">
        <CopyButton
          label={t('copyAll')}
          value={readingsJson([...screen, ...device], hintReadings)}
          disabled={!environment}
        />
      </Group>
    </Stack>
  );
}
