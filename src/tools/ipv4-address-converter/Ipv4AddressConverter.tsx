import { useMemo } from 'react';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { convertIpv4, type Ipv4Forms } from './ipv4-address-converter';

const fields = defineFields({ ip: textField('192.168.1.1', { persist: true, storageKey: 'ipv4-converter:ip' }) });

const rows: readonly { label: string; form: keyof Ipv4Forms }[] = [
  { label: 'Dotted decimal:', form: 'dotted' },
  { label: 'Decimal:', form: 'decimal' },
  { label: 'Hexadecimal:', form: 'hexadecimal' },
  { label: 'Binary:', form: 'binary' },
  { label: 'Ipv6:', form: 'ipv6' },
  { label: 'Ipv6 (short):', form: 'ipv6Short' },
  { label: 'Dotted binary:', form: 'dottedBinary' },
  { label: 'Dotted hexadecimal:', form: 'dottedHexadecimal' },
  { label: 'Reverse DNS:', form: 'reverseDns' },
];

export default function Ipv4AddressConverter() {
  const [state, set] = useToolState('ipv4-address-converter', fields);
  const conversion = useMemo(() => (state.ip.trim() === '' ? undefined : convertIpv4(state.ip)), [state.ip]);
  const forms = conversion?.ok ? conversion.value : undefined;
  return (
    <Card>
      <InputText
        label="The ipv4 address:"
        placeholder="The ipv4 address..."
        value={state.ip}
        onChange={(ip) => set('ip', ip)}
        error={conversion?.ok === false ? conversion.error : undefined}
        description="Also reads a decimal number, hexadecimal (0x…), binary (0b…) or an IPv4-mapped IPv6 address (::ffff:…)."
        monospace
        spellCheck={false}
      />
      {rows.map(({ label, form }) => (
        <CopyableField
          key={form}
          label={label}
          value={forms?.[form] ?? ''}
          placeholder="Set a correct ipv4 address"
          labelPosition="left"
          labelWidth="11rem"
        />
      ))}
    </Card>
  );
}
