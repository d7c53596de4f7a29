import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import { formatIpv4Block } from '../../lib/ipv4/block';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { AddressList } from './AddressList';
import { RangeTable } from './RangeTable';
import {
  exactCover,
  expandRange,
  isOneCharacterTyped,
  listAddresses,
  readAddress,
  splitRangeText,
} from './ipv4-range-expander';

const fields = defineFields({
  startAddress: textField('192.168.1.1', { persist: true, storageKey: 'ipv4-range-expander:startAddress' }),
  endAddress: textField('192.168.6.255', { persist: true, storageKey: 'ipv4-range-expander:endAddress' }),
});

export default function Ipv4RangeExpander() {
  const [state, set] = useToolState('ipv4-range-expander', fields);
  const start = readAddress(state.startAddress);
  const end = readAddress(state.endAddress);
  const startAddress = start?.ok ? start.value : undefined;
  const endAddress = end?.ok ? end.value : undefined;
  const range = useMemo(() => {
    if (startAddress === undefined || endAddress === undefined) return undefined;
    const expansion = expandRange(startAddress, endAddress);
    if (!expansion.ok) return expansion;
    const cover = exactCover(startAddress, endAddress).map(formatIpv4Block).join('\n');
    return { ...expansion, start: startAddress, cover, list: listAddresses(startAddress, endAddress) };
  }, [startAddress, endAddress]);

  const changeStart = (text: string) => {
    // A pasted "a.b.c.d-e.f.g.h" fills both fields; typing never does: "10.0.0.1-10.0.0.2" would be
    // taken before the "5" of "10.0.0.25".
    const pasted = isOneCharacterTyped(state.startAddress, text) ? undefined : splitRangeText(text);
    set('startAddress', pasted?.start ?? text);
    if (pasted) set('endAddress', pasted.end);
  };
  const switchAddresses = () => {
    set('startAddress', state.endAddress);
    set('endAddress', state.startAddress);
  };

  return (
    <Stack gap="lg">
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <InputText
            label="Start address"
            placeholder="Start IPv4 address..."
            value={state.startAddress}
            onChange={changeStart}
            error={start?.ok === false ? start.error : undefined}
            clearable
            monospace
            spellCheck={false}
          />
          <InputText
            label="End address"
            placeholder="End IPv4 address..."
            value={state.endAddress}
            onChange={(text) => set('endAddress', text)}
            error={end?.ok === false ? end.error : undefined}
            clearable
            monospace
            spellCheck={false}
          />
        </SimpleGrid>
        <Text tone="dimmed" size="sm">
          Paste a range such as 10.0.0.1-10.0.0.200 into the start address to fill both fields.
        </Text>
        {range?.ok && <RangeTable expansion={range.value} />}
        {range?.ok === false && (
          <Alert type="error" title="Invalid combination of start and end IPv4 address">
            <Stack gap="sm" align="flex-start">
              <Text>
                The end IPv4 address is lower than the start IPv4 address. This is not valid and no result could be
                computed.
              </Text>
              <Group>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                  onClick={switchAddresses}
                >
                  Switch start and end IPv4 address
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Card>
      {range?.ok && (
        <Card title="The range in detail">
          <CopyableField label="CIDR blocks holding exactly the range" value={range.cover} multiline rows={2} />
          <AddressList start={range.start} list={range.list} />
        </Card>
      )}
    </Stack>
  );
}
