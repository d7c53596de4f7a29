import { Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { parsePartialMac } from '../../lib/mac/mac-address';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import { generateMacAddresses, quantityMax, quantityMin } from './mac-address-generator';
import { macGeneratorFields } from './mac-generator-fields';
import { VendorPrefixSearch } from './VendorPrefixSearch';

const caseOptions = [
  { value: 'upper', label: 'Uppercase' },
  { value: 'lower', label: 'Lowercase' },
] as const;

const separatorOptions = [
  { value: 'colon', label: ':' },
  { value: 'dash', label: '-' },
  { value: 'dot', label: '.' },
  { value: 'none', label: 'None' },
  { value: 'cisco', label: 'Cisco (xxxx.xxxx.xxxx)' },
] as const;

export default function MacAddressGenerator() {
  const [state, set] = useToolState('mac-address-generator', macGeneratorFields);
  const prefix = useMemo(() => parsePartialMac(state.prefix), [state.prefix]);
  // Generated after hydration only: random addresses must never be baked into the prerendered page.
  const [addresses, setAddresses] = useState('');
  const refresh = useCallback(() => {
    if (!prefix.ok) return setAddresses('');
    const options = {
      quantity: state.quantity,
      prefix: prefix.value,
      separator: state.separator,
      letterCase: state.case,
      locallyAdministered: state.locallyAdministered,
    };
    setAddresses(generateMacAddresses(options).join('\n'));
  }, [prefix, state.quantity, state.separator, state.case, state.locallyAdministered]);
  useEffect(refresh, [refresh]);

  return (
    <Stack gap="lg">
      <Card>
        <NumberInput
          label="Quantity:"
          value={state.quantity}
          onChange={(quantity) => set('quantity', Math.min(quantityMax, Math.max(quantityMin, quantity)))}
          min={quantityMin}
          max={quantityMax}
          w={180}
        />
        <InputText
          label="MAC address prefix:"
          placeholder="Set a prefix, e.g. 64:16:7F"
          value={state.prefix}
          onChange={(value) => set('prefix', value)}
          error={prefix.ok ? undefined : prefix.error}
          clearable
          monospace
          typingAids={false}
          maxLength={64}
        />
        <Switch
          label="Unicast + locally administered"
          description="With no prefix: the first octet's two low bits are 10 (x2, x6, xA, xE), as VMs and containers need."
          checked={state.locallyAdministered}
          onChange={(value) => set('locallyAdministered', value)}
          disabled={!prefix.ok || prefix.value.length > 0}
        />
        <ButtonsSelect
          label="Case:"
          options={caseOptions}
          value={state.case}
          onChange={(value) => set('case', value)}
        />
        <ButtonsSelect
          label="Separator:"
          options={separatorOptions}
          value={state.separator}
          onChange={(value) => set('separator', value)}
        />
        <InputText
          label="MAC addresses"
          value={addresses}
          readOnly
          placeholder="The MAC addresses..."
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
          copiedNotice="MAC addresses copied to the clipboard"
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
