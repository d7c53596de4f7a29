import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { lookupVendor } from '../../lib/oui/vendor-lookup';
import { vendorSource } from '../../lib/oui/vendor-source';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { BulkLookupCard } from './BulkLookupCard';
import { addressNotes, defaultMacAddress, macAddressError, macNotations } from './mac-address-lookup';
import { MacNotations } from './MacNotations';
import { VendorInfo } from './VendorInfo';

const fields = defineFields({ mac: textField(defaultMacAddress), bulk: textField('') });

const lookUp = (address: string) => lookupVendor(address, vendorSource);

export default function MacAddressLookup() {
  const [state, set] = useToolState('mac-address-lookup', fields);
  const address = state.mac.trim();
  // As the reference does, the lookup runs whatever the field holds: "20:37:06:1" finds Cisco too.
  const vendor = useLatestAsync(address === '' ? undefined : address, lookUp);
  const notations = useMemo(() => macNotations(address), [address]);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label="MAC address:"
          placeholder="Type a MAC address"
          value={state.mac}
          onChange={(mac) => set('mac', mac)}
          error={macAddressError(state.mac)}
          size="lg"
          clearable
          monospace
          typingAids={false}
        />
        {address !== '' && (
          <VendorInfo
            match={vendor.result}
            loading={vendor.busy}
            failed={vendor.error !== undefined}
            notes={addressNotes(address)}
          />
        )}
      </Card>
      {notations && (
        <Card title="Notations">
          <MacNotations notations={notations} />
        </Card>
      )}
      <BulkLookupCard addresses={state.bulk} onChange={(bulk) => set('bulk', bulk)} />
    </Stack>
  );
}
