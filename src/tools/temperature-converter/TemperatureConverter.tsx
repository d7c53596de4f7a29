import { Box, Group, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { PresetButtons } from '../../ui/preset-buttons/PresetButtons';
import { Select } from '../../ui/select/Select';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import { precisionChoices, temperatureConvert } from './operations';
import { convertTemperature, scaleDefinitions, scales, type Scale } from './temperature-converter';

const presets = [
  { label: 'presets.absoluteZero', scale: 'kelvin', value: '0' },
  { label: 'presets.waterFreezes', scale: 'celsius', value: '0' },
  { label: 'presets.bodyTemperature', scale: 'celsius', value: '37' },
  { label: 'presets.waterBoils', scale: 'celsius', value: '100' },
] as const satisfies readonly { label: string; scale: Scale; value: string }[];

const precisionOptions = precisionChoices.map((value) => ({ value, label: value }));

export default function TemperatureConverter() {
  const { t } = useToolWords(words);
  const [state, set] = useToolState('temperature-converter', temperatureConvert.fields);
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
            const { unit } = scaleDefinitions[scale];
            const label = t(`scales.${scale}`);
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
          label={t('presets.label')}
          presets={presets.map(({ label, scale, value }) => ({ label: t(label), apply: () => edit(scale, value) }))}
        />
        <Select
          label={t('precision.label')}
          options={precisionOptions}
          value={state.precision}
          onChange={(value) => set('precision', value)}
        />
      </Card>
    </Stack>
  );
}
