import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconBrowser, IconCpu, IconDevices, IconEngine, IconRobot, IconTerminal2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ok } from '../../lib/result';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DecoderCard } from '../../ui/decoder-card/DecoderCard';
import { ClientHintsCard } from './ClientHintsCard';
import { DetailsCard } from './DetailsCard';
import { earlyUserAgentScript } from './early-user-agent';
import { detailCards, parseUserAgent, resultJson, type DetailCard, type UserAgentDetails } from './user-agent-parser';

// The visitor's own user agent is made in the browser: the prerendered page has none.
const fields = defineFields({ userAgent: textField('', { generate: () => navigator.userAgent }) });

const decodeUserAgent = (text: string) => ok(parseUserAgent(text));
const blankDetails = parseUserAgent('');

const iconSize = 20;
const cardIcons: Record<DetailCard['title'], ReactNode> = {
  Browser: <IconBrowser size={iconSize} />,
  Engine: <IconEngine size={iconSize} />,
  OS: <IconTerminal2 size={iconSize} />,
  Device: <IconDevices size={iconSize} />,
  CPU: <IconCpu size={iconSize} />,
  'Client type': <IconRobot size={iconSize} />,
};

function Details({ details, onUseOwn }: { details: UserAgentDetails; onUseOwn: () => void }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="default" onClick={onUseOwn}>
          Use my browser&apos;s user agent
        </Button>
        <CopyButton label="Copy result as JSON" value={resultJson(details)} disabled={details === blankDetails} />
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
  const [state, set] = useToolState('user-agent-parser', fields);
  return (
    <Stack gap="md">
      <DecoderCard
        title="Parse a user agent"
        input={{
          label: 'User-agent string',
          placeholder: 'Paste a user-agent string, e.g. Mozilla/5.0 (X11; Linux x86_64) …',
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
