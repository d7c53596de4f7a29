import { Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { parsePartialMac } from '../../lib/mac/mac-address';
import type { Field } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import words from './locales/en.json';
import { quantityMax, quantityMin } from './mac-address-generator';
import { macAddressGenerate, macVendorSearch } from './operations';
import { VendorPrefixSearch } from './VendorPrefixSearch';

const fields = { ...macAddressGenerate.fields, ...macVendorSearch.fields };

/** A choice field's choices as buttons, each under its name in the catalogue. */
function buttonsOf<T extends string>(field: Field<T>, text: (key: string) => string) {
  const choices = field.shape.type === 'choice' ? (field.shape.choices as readonly T[]) : [];
  return choices.map((value) => ({ value, label: text(field.choiceLabels?.[value] ?? value) }));
}

export default function MacAddressGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('mac-address-generator', fields);
  const prefix = useMemo(() => parsePartialMac(state.prefix), [state.prefix]);
  const { quantity, case: letterCase, separator, locallyAdministered } = state;
  // Generated after hydration only: random addresses must never be baked into the prerendered page.
  const [addresses, setAddresses] = useState('');
  const refresh = useCallback(() => {
    const generated = macAddressGenerate.run(undefined, {
      quantity,
      prefix: state.prefix,
      case: letterCase,
      separator,
      locallyAdministered,
    });
    setAddresses(generated.ok ? generated.value : '');
  }, [quantity, state.prefix, letterCase, separator, locallyAdministered]);
  useEffect(refresh, [refresh]);

  return (
    <Stack gap="lg">
      <Card>
        <NumberInput
          label={t('quantity')}
          value={state.quantity}
          onChange={(quantity) => set('quantity', Math.min(quantityMax, Math.max(quantityMin, quantity)))}
          min={quantityMin}
          max={quantityMax}
          w={180}
        />
        <InputText
          label={t('prefix.label')}
          placeholder={t('prefix.placeholder')}
          value={state.prefix}
          onChange={(value) => set('prefix', value)}
          error={prefix.ok ? undefined : word(prefix.error)}
          clearable
          monospace
          typingAids={false}
          maxLength={64}
        />
        <Switch
          label={t('locallyAdministered.label')}
          description={t('locallyAdministered.help')}
          checked={state.locallyAdministered}
          onChange={(value) => set('locallyAdministered', value)}
          disabled={!prefix.ok || prefix.value.length > 0}
        />
        <ButtonsSelect
          label={t('case.label')}
          options={buttonsOf(fields.case, text)}
          value={state.case}
          onChange={(value) => set('case', value)}
        />
        <ButtonsSelect
          label={t('separator.label')}
          options={buttonsOf(fields.separator, text)}
          value={state.separator}
          onChange={(value) => set('separator', value)}
        />
        <InputText
          label={t('addresses.label')}
          value={addresses}
          readOnly
          placeholder={t('addresses.placeholder')}
          multiline
          autosize
          rows={1}
          maxRows={12}
          monospace
          centered
        />
        <GeneratorActions
          onRefresh={refresh}
          refreshDisabled={!prefix.ok}
          copyValue={addresses}
          copiedNotice={t('addresses.copied')}
        />
      </Card>
      <VendorPrefixSearch
        query={state.vendor}
        onQueryChange={(vendor) => set('vendor', vendor)}
        onPick={(picked) => set('prefix', picked)}
      />
    </Stack>
  );
}
