import { choiceField, defineFields, integerField, textField } from '../../lib/tool-state/fields';
import { bulkOrders } from './snowflake-bulk';
import { defaultPreset, presetIds, sequenceBitsRange, workerBitsRange } from './snowflake-id-extractor';

// The preset and the custom layout are remembered (the spec); the IDs are not.
export const snowflakeFields = defineFields({
  id: textField('175928847299117063'),
  preset: choiceField(defaultPreset, presetIds, { persist: true }),
  epoch: textField('0', { persist: true }),
  workerBits: integerField(10, { ...workerBitsRange, persist: true }),
  sequenceBits: integerField(12, { ...sequenceBitsRange, persist: true }),
  date: textField(''),
  ids: textField(''),
  order: choiceField('input', bulkOrders),
});
