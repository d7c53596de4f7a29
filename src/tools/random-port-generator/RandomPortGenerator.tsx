import { Box, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ok, type Result } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { Text } from '../../ui/text/Text';
import { portFields } from './port-fields';
import {
  clampPort,
  clampPortCount,
  defaultMaxPort,
  defaultMinPort,
  generatePorts,
  highestPort,
  lowestPort,
  portCountMax,
  portCountMin,
} from './random-port-generator';

export default function RandomPortGenerator() {
  const [state, set] = useToolState('random-port-generator', portFields);
  const { min, max, count, avoidDevPorts, avoidEphemeral } = state;

  // Drawn after hydration only: a random port must never be baked into the prerendered page.
  const [result, setResult] = useState<Result<number[]>>(ok([]));
  const refresh = useCallback(
    () =>
      setResult(
        generatePorts({ min, max, count, avoidCommonDevPorts: avoidDevPorts, avoidEphemeralPorts: avoidEphemeral }),
      ),
    [min, max, count, avoidDevPorts, avoidEphemeral],
  );
  useEffect(refresh, [refresh]);

  const ports = result.ok ? result.value.join('\n') : '';
  const several = count > 1;

  return (
    <Card>
      <Box component="output" aria-label={several ? 'Ports' : 'Port'} aria-live="polite" mih={48}>
        <Text size={several ? 'md' : 'xl'} weight="semibold" monospace align="center" preserveLines>
          {ports}
        </Text>
      </Box>
      {!result.ok && (
        <Text size="sm" tone="error" role="alert" align="center">
          {result.error}
        </Text>
      )}
      <GeneratorActions
        onRefresh={refresh}
        copyValue={ports}
        copiedNotice={several ? 'Ports copied to the clipboard' : 'Port copied to the clipboard'}
      />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Min"
            value={min}
            onChange={(value) => set('min', clampPort(value, defaultMinPort))}
            min={lowestPort}
            max={highestPort}
            allowNegative={false}
          />
          <NumberInput
            label="Max"
            value={max}
            onChange={(value) => set('max', clampPort(value, defaultMaxPort))}
            min={lowestPort}
            max={highestPort}
            allowNegative={false}
          />
          <NumberInput
            label="How many"
            value={count}
            onChange={(value) => set('count', clampPortCount(value))}
            min={portCountMin}
            max={portCountMax}
            allowNegative={false}
          />
        </SimpleGrid>
        <Switch
          label="Avoid ports common in development (3000, 5173, 8080, 5432, …)"
          checked={avoidDevPorts}
          onChange={(value) => set('avoidDevPorts', value)}
        />
        <Switch
          label="Avoid the ephemeral range (49152–65535)"
          checked={avoidEphemeral}
          onChange={(value) => set('avoidEphemeral', value)}
        />
      </Stack>
    </Card>
  );
}
