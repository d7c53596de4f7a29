import { SimpleGrid } from '@mantine/core';
import { clampInteger } from '../../lib/clamp-integer';
import type { SetField } from '../../lib/tool-state/useToolState';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Select } from '../../ui/select/Select';
import { snowflakeFields } from './snowflake-fields';
import {
  checkCustomBits,
  parseEpoch,
  presetOptions,
  sequenceBitsRange,
  workerBitsRange,
  type CustomLayout,
  type PresetId,
} from './snowflake-id-extractor';

interface LayoutOptionsProps {
  preset: PresetId;
  custom: CustomLayout;
  onPresetChange: (preset: PresetId) => void;
  /** The page's state setter: the custom layout is three of its fields. */
  onCustomChange: SetField<typeof snowflakeFields>;
}

/** Which platform made the ID, or a layout of one's own. */
export function LayoutOptions({ preset, custom, onPresetChange, onCustomChange }: LayoutOptionsProps) {
  const epoch = parseEpoch(custom.epoch);
  const bits = checkCustomBits(custom.workerBits, custom.sequenceBits);
  return (
    <>
      <Select label="Preset" options={presetOptions} value={preset} onChange={onPresetChange} />
      {preset === 'custom' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <InputText
            label="Epoch"
            placeholder="Unix ms or ISO date, e.g. 2015-01-01T00:00:00Z"
            value={custom.epoch}
            onChange={(value) => onCustomChange('epoch', value)}
            error={epoch.ok ? undefined : epoch.error}
            monospace
            spellCheck={false}
          />
          <NumberInput
            label="Worker bits"
            value={custom.workerBits}
            onChange={(value) =>
              onCustomChange('workerBits', clampInteger(value, workerBitsRange.min, workerBitsRange.max, 0))
            }
            {...workerBitsRange}
            allowNegative={false}
          />
          <NumberInput
            label="Sequence bits"
            value={custom.sequenceBits}
            onChange={(value) =>
              onCustomChange('sequenceBits', clampInteger(value, sequenceBitsRange.min, sequenceBitsRange.max, 0))
            }
            {...sequenceBitsRange}
            allowNegative={false}
            error={bits.ok ? undefined : bits.error}
          />
        </SimpleGrid>
      )}
    </>
  );
}
