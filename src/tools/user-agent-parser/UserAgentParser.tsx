import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconBrowser, IconCpu, IconDevices, IconEngine, IconRobot, IconTerminal2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import { ClientHintsCard } from './ClientHintsCard';
import { DetailsCard } from './DetailsCard';
import { earlyUserAgentScript } from './early-user-agent';
import words from './locales/en.json';
import { userAgentParse } from './operations';
import { detailCards, resultJson, type DetailCard, type UserAgentDetails } from './user-agent-parser';

const decodeUserAgent = (text: string) => userAgentParse.run(text);
const blankDetails = decodeUserAgent('').value;

const iconSize = 20;
const cardIcons: Record<DetailCard['title'], ReactNode> = {
  browser: <IconBrowser size={iconSize} />,
  engine: <IconEngine size={iconSize} />,
  os: <IconTerminal2 size={iconSize} />,
  device: <IconDevices size={iconSize} />,
  cpu: <IconCpu size={iconSize} />,
  clientType: <IconRobot size={iconSize} />,
};

function Details({ details, onUseOwn }: { details: UserAgentDetails; onUseOwn: () => void }) {
  const { t } = useToolWords(words);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="default" onClick={onUseOwn}>
          {t('useOwn')}
        </Button>
        <CopyButton label={t('copyJson')} value={resultJson(details)} disabled={details === blankDetails} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {detailCards(details).map((card) => (
          <DetailsCard key={card.title} card={card} icon={cardIcons[card.title]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function UserAgentParser() {
  const { t } = useToolWords(words);
  const [state, set] = useToolState('user-agent-parser', userAgentParse.fields);
  return (
    <Stack gap="md">
      <DecoderCard
        title={t('title')}
        input={{
          label: t('userAgent.label'),
          placeholder: t('userAgent.placeholder'),
          multiline: true,
          clearable: true,
        }}
        decode={decodeUserAgent}
        value={state.userAgent}
        onChange={(value) => set('userAgent', value)}
      >
        {(details) => (
          <Details details={details ?? blankDetails} onUseOwn={() => set('userAgent', navigator.userAgent)} />
        )}
      </DecoderCard>
      {/* Runs as the prerendered HTML is parsed, never on a client render (see early-user-agent.ts). */}
      <script dangerouslySetInnerHTML={{ __html: earlyUserAgentScript }} />
      <ClientHintsCard />
    </Stack>
  );
}
