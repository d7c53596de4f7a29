import { Group, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { adjacentBlock } from './ipv4-subnet-calculator';
import { Ipv6SubnetCard } from './Ipv6SubnetCard';
import words from './locales/en.json';
import { ipv4Subnet, ipv4SubnetSplit, ipv6Subnet } from './operations';
import { SubnetDetailsTable } from './SubnetDetailsTable';
import { SubnetSplitCard } from './SubnetSplitCard';

const fields = { ...ipv4Subnet.fields, ...ipv4SubnetSplit.fields, ...ipv6Subnet.fields };

export default function Ipv4SubnetCalculator() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('ipv4-subnet-calculator', fields);
  const subnet = useMemo(() => (state.ip.trim() === '' ? undefined : ipv4Subnet.run(state.ip)), [state.ip]);
  const block = subnet?.ok ? subnet.value.block : undefined;
  const previous = block && adjacentBlock(block, -1);
  const next = block && adjacentBlock(block, 1);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label={t('ip.label')}
          placeholder={t('ip.placeholder')}
          value={state.ip}
          onChange={(ip) => set('ip', ip)}
          error={subnet?.ok === false ? word(subnet.error) : undefined}
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
            {t('previousBlock')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={!next}
            onClick={() => next && set('ip', next)}
          >
            {t('nextBlock')}
          </Button>
        </Group>
      </Card>
      {block && (
        <SubnetSplitCard ip={state.ip} count={state.subnets} onCountChange={(count) => set('subnets', count)} />
      )}
      <Ipv6SubnetCard text={state.ipv6} onChange={(ipv6) => set('ipv6', ipv6)} />
    </Stack>
  );
}
