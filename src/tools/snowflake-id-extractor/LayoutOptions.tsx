import { SimpleGrid } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { clampInteger } from '../../lib/clamp-integer';
import type { SetField } from '../../lib/tool-state/useToolState';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import words from './locales/en.json';
import { snowflakePageFields } from './operations';
import {
  checkCustomBits,
  parseEpoch,
  sequenceBitsRange,
  workerBitsRange,
  type CustomLayout,
  type PresetId,
} from './snowflake-id-extractor';

const presetField = { preset: snowflakePageFields.preset };

interface LayoutOptionsProps {
  preset: PresetId;
  custom: CustomLayout;
  onPresetChange: (preset: PresetId) => void;
  /** The page's state setter: the custom layout is three of its fields. */
  onCustomChange: SetField<typeof snowflakePageFields>;
}

/** Which platform made the ID, or a layout of one's own. */
export function LayoutOptions({ preset, custom, onPresetChange, onCustomChange }: LayoutOptionsProps) {
  const { t, text, word } = useToolWords(words);
  const epoch = parseEpoch(custom.epoch);
  const bits = checkCustomBits(custom.workerBits, custom.sequenceBits);
  return (
    <>
      <FieldControls
        fields={presetField}
        values={{ preset }}
        onChange={(_, value) => onPresetChange(value as PresetId)}
        text={text}
      />
      {preset === 'custom' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <InputText
            label={t('epoch.label')}
            placeholder={t('epoch.placeholder')}
            value={custom.epoch}
            onChange={(value) => onCustomChange('epoch', value)}
            error={epoch.ok ? undefined : word(epoch.error)}
            monospace
            spellCheck={false}
          />
          <NumberInput
            label={t('workerBits')}
            value={custom.workerBits}
            onChange={(value) =>
              onCustomChange('workerBits', clampInteger(value, workerBitsRange.min, workerBitsRange.max, 0))
            }
            {...workerBitsRange}
            allowNegative={false}
          />
          <NumberInput
            label={t('sequenceBits')}
            value={custom.sequenceBits}
            onChange={(value) =>
              onCustomChange('sequenceBits', clampInteger(value, sequenceBitsRange.min, sequenceBitsRange.max, 0))
            }
            {...sequenceBitsRange}
            allowNegative={false}
            error={bits.ok ? undefined : word(bits.error)}
          />
        </SimpleGrid>
      )}
    </>
  );
}
