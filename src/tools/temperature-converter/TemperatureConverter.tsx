import { Box, Group, Stack } from '@mantine/core';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { PresetButtons } from '../../ui/preset-buttons/PresetButtons';
import { Select } from '../../ui/select/Select';
import { Text } from '../../ui/text/Text';
import { convertTemperature, scaleDefinitions, scales, type Scale } from './temperature-converter';
import { precisionChoices, temperatureFields } from './temperature-fields';

const presets: { label: string; scale: Scale; value: string }[] = [
  { label: 'Absolute zero', scale: 'kelvin', value: '0' },
  { label: 'Water freezes', scale: 'celsius', value: '0' },
  { label: 'Body temperature', scale: 'celsius', value: '37' },
  { label: 'Water boils', scale: 'celsius', value: '100' },
];

const precisionOptions = precisionChoices.map((value) => ({ value, label: value }));

export default function TemperatureConverter() {
  const [state, set] = useToolState('temperature-converter', temperatureFields);
  const shown = convertTemperature(state.scale, state.value, Number(state.precision));
  const edit = (scale: Scale, value: string) => {
    set('scale', scale);
    set('value', value);
  };

  return (
    <Stack>
      <Card>
        <Stack gap="xs">
          {scales.map((scale) => {
            const { label, unit } = scaleDefinitions[scale];
            return (
              <Group key={scale} gap="sm" wrap="nowrap">
                {/* The box is named by its aria-label; this is the same word, for the eye. */}
                <Box aria-hidden w="7rem" style={{ flex: 'none' }}>
                  <Text inline>{label}</Text>
                </Box>
                <NumberInput
                  raw="text"
                  hideLabel
                  label={label}
                  value={shown[scale]}
                  onChange={(value) => edit(scale, value)}
                  allowDecimal
                  hideControls
                  rightSection={
                    <Text size="sm" tone="dimmed">
                      {unit}
                    </Text>
                  }
                  w="100%"
                />
              </Group>
            );
          })}
        </Stack>
      </Card>
      <Card>
        <PresetButtons
          label="Presets"
          presets={presets.map(({ label, scale, value }) => ({ label, apply: () => edit(scale, value) }))}
        />
        <Select
          label="Precision (decimals)"
          options={precisionOptions}
          value={state.precision}
          onChange={(value) => set('precision', value)}
        />
      </Card>
    </Stack>
  );
}
