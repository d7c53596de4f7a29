import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { lookupVendor } from '../../lib/oui/vendor-lookup';
import { vendorSource } from '../../lib/oui/vendor-source';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useLatestAsync } from '../../lib/useLatestAsync';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { BulkLookupCard } from './BulkLookupCard';
import words from './locales/en.json';
import { addressNotes, macAddressError } from './mac-address-lookup';
import { MacNotations } from './MacNotations';
import { macNotationsOperation, macVendorBulkLookup, macVendorLookup } from './operations';
import { VendorInfo } from './VendorInfo';

const fields = { ...macVendorLookup.fields, ...macVendorBulkLookup.fields };

// As the reference does, the page looks up whatever the field holds ("20:37:06:1" finds Cisco too),
// where the operation takes whole addresses only.
const lookUp = (address: string) => lookupVendor(address, vendorSource);

export default function MacAddressLookup() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('mac-address-lookup', fields);
  const address = state.mac.trim();
  const vendor = useLatestAsync(address === '' ? undefined : address, lookUp);
  const notations = useMemo(() => macNotationsOperation.run(address), [address]);
  const error = macAddressError(state.mac);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label={t('mac.label')}
          placeholder={t('mac.placeholder')}
          value={state.mac}
          onChange={(mac) => set('mac', mac)}
          error={error && word(error)}
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
      {notations.ok && (
        <Card title={t('notations.title')}>
          <MacNotations notations={notations.value} />
        </Card>
      )}
      <BulkLookupCard addresses={state.bulk} onChange={(bulk) => set('bulk', bulk)} />
    </Stack>
  );
}
