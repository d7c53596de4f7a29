import { Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { defaultMac, macError, randomUlaPrefix, ulaBlocks, ulaPrefixFromMac } from './ipv6-ula-generator';
import { SubnetCard } from './SubnetCard';

const fields = defineFields({
  source: choiceField('mac', ['mac', 'random']),
  mac: textField(defaultMac),
  subnet: textField('1'),
});

const sourceOptions = [
  { value: 'mac', label: 'Timestamp + MAC address' },
  { value: 'random', label: 'Random (no MAC)' },
] as const;

export default function Ipv6UlaGenerator() {
  const [state, set] = useToolState('ipv6-ula-generator', fields);
  const error = state.source === 'mac' ? macError(state.mac) : undefined;
  // Made after hydration only, the timestamp read at that moment: never baked into the prerendered page.
  const [prefix, setPrefix] = useState<string | undefined>(undefined);
  const regenerate = useCallback(() => {
    if (state.source === 'random') setPrefix(randomUlaPrefix());
    else setPrefix(macError(state.mac) === undefined ? ulaPrefixFromMac(state.mac, Date.now()) : undefined);
  }, [state.source, state.mac]);
  useEffect(regenerate, [regenerate]);
  const blocks = prefix && !error ? ulaBlocks(prefix) : undefined;
  const allLines = blocks ? [blocks.ula, blocks.first, blocks.last].join('\n') : '';

  return (
    <Stack gap="lg">
      <Card>
        <Alert title="How the prefix is made">
          As RFC 4193 suggests, the current timestamp and the MAC address are hashed with SHA-1 and the lowest 40 bits
          of the hash are kept as the global ID, under fd00::/8. &quot;Random (no MAC)&quot; takes 40 random bits
          instead, which is all the RFC needs and tells nothing about your machine.
        </Alert>
        <ButtonsSelect
          label="Global ID from:"
          options={sourceOptions}
          value={state.source}
          onChange={(source) => set('source', source)}
        />
        {state.source === 'mac' && (
          <InputText
            label="MAC address:"
            placeholder="Type a MAC address"
            value={state.mac}
            onChange={(mac) => set('mac', mac)}
            error={error}
            clearable
            monospace
            typingAids={false}
          />
        )}
        {blocks && (
          <>
            <CopyableField label="IPv6 ULA:" value={blocks.ula} monospace />
            <CopyableField label="First routable block:" value={blocks.first} monospace />
            <CopyableField label="Last routable block:" value={blocks.last} monospace />
          </>
        )}
        <GeneratorActions onRefresh={regenerate} refreshLabel="Regenerate" refreshDisabled={error !== undefined}>
          <CopyButton
            label="Copy all"
            value={allLines}
            notice="IPv6 ULA blocks copied to the clipboard"
            disabled={!blocks}
          />
        </GeneratorActions>
      </Card>
      {blocks && prefix && (
        <SubnetCard prefix={prefix} subnet={state.subnet} onSubnetChange={(subnet) => set('subnet', subnet)} />
      )}
    </Stack>
  );
}
