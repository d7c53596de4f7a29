import { Group, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { defineFields, numberTextField, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { adjacentBlock, describeSubnet } from './ipv4-subnet-calculator';
import { Ipv6SubnetCard } from './Ipv6SubnetCard';
import { SubnetDetailsTable } from './SubnetDetailsTable';
import { SubnetSplitCard } from './SubnetSplitCard';

const fields = defineFields({
  ip: textField('192.168.0.1/24', { persist: true }),
  subnets: numberTextField(4),
  ipv6: textField('2001:db8::1/64'),
});

export default function Ipv4SubnetCalculator() {
  const [state, set] = useToolState('ipv4-subnet-calculator', fields);
  const subnet = useMemo(() => (state.ip.trim() === '' ? undefined : describeSubnet(state.ip)), [state.ip]);
  const block = subnet?.ok ? subnet.value.block : undefined;
  const previous = block && adjacentBlock(block, -1);
  const next = block && adjacentBlock(block, 1);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label="An IPv4 address with or without mask"
          placeholder="The ipv4 address..."
          value={state.ip}
          onChange={(ip) => set('ip', ip)}
          error={subnet?.ok === false ? subnet.error : undefined}
          monospace
          spellCheck={false}
        />
        {subnet?.ok && <SubnetDetailsTable subnet={subnet.value} />}
        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={!previous}
            onClick={() => previous && set('ip', previous)}
          >
            Previous block
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={!next}
            onClick={() => next && set('ip', next)}
          >
            Next block
          </Button>
        </Group>
      </Card>
      {block && (
        <SubnetSplitCard block={block} count={state.subnets} onCountChange={(count) => set('subnets', count)} />
      )}
      <Ipv6SubnetCard text={state.ipv6} onChange={(ipv6) => set('ipv6', ipv6)} />
    </Stack>
  );
}
