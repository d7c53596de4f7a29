import { Box, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { ok } from '../../lib/result';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { randomPortGenerate } from './operations';
import {
  clampPort,
  clampPortCount,
  defaultMaxPort,
  defaultMinPort,
  highestPort,
  lowestPort,
  portCountMax,
  portCountMin,
} from './random-port-generator';

const { avoidDevPorts, avoidEphemeral } = randomPortGenerate.fields;
const switches = { avoidDevPorts, avoidEphemeral };

export default function RandomPortGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('random-port-generator', randomPortGenerate.fields);
  const { min, max, count } = state;

  // Drawn after hydration only: a random port must never be baked into the prerendered page.
  const [result, setResult] = useState<ReturnType<typeof randomPortGenerate.run>>(ok(''));
  const refresh = useCallback(() => setResult(randomPortGenerate.run(undefined, state)), [state]);
  useEffect(refresh, [refresh]);

  const ports = result.ok ? result.value : '';
  const several = count > 1;

  return (
    <Card>
      <Box component="output" aria-label={several ? t('ports') : t('port')} aria-live="polite" mih={48}>
        <Text size={several ? 'md' : 'xl'} weight="semibold" monospace align="center" preserveLines>
          {ports}
        </Text>
      </Box>
      {!result.ok && (
        <Text size="sm" tone="error" role="alert" align="center">
          {word(result.error)}
        </Text>
      )}
      <GeneratorActions
        onRefresh={refresh}
        copyValue={ports}
        copiedNotice={several ? t('copied.ports') : t('copied.port')}
      />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('min')}
            value={min}
            onChange={(value) => set('min', clampPort(value, defaultMinPort))}
            min={lowestPort}
            max={highestPort}
            allowNegative={false}
          />
          <NumberInput
            label={t('max')}
            value={max}
            onChange={(value) => set('max', clampPort(value, defaultMaxPort))}
            min={lowestPort}
            max={highestPort}
            allowNegative={false}
          />
          <NumberInput
            label={t('count')}
            value={count}
            onChange={(value) => set('count', clampPortCount(value))}
            min={portCountMin}
            max={portCountMax}
            allowNegative={false}
          />
        </SimpleGrid>
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={text}
        />
      </Stack>
    </Card>
  );
}
