import { Group, Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Text } from '../../ui/text/Text';
import words from './locales/en.json';
import type { ChainCheck } from './model';
import { chainVerdictMessage, lastCertificateMessage, linkMessage, suggestedOrderMessage } from './status';

interface ChainCardProps {
  chain: ChainCheck;
  /** Rewrites the input with its certificates in this order (certificate numbers). */
  onReorder: (order: readonly number[]) => void;
}

/** How each certificate relates to the next, whether the order makes a chain, and a better order. */
export function ChainCard({ chain, onReorder }: ChainCardProps) {
  const { t, word } = useToolWords(words);
  const broken = chain.brokenAt !== undefined;
  const { suggestedOrder } = chain;
  return (
    <Card title={t('cards.chain')}>
      <Stack gap={4}>
        {chain.links.map((link) => (
          <Text key={`${link.from}-${link.to}`}>{word(linkMessage(link))}</Text>
        ))}
      </Stack>
      <Alert type={broken ? 'warning' : 'success'}>
        <Stack gap="xs">
          <Text weight="semibold">{word(chainVerdictMessage(chain))}</Text>
          {chain.last && <Text>{word(lastCertificateMessage(chain.last))}</Text>}
          {suggestedOrder && (
            <Group gap="sm">
              <Text>{word(suggestedOrderMessage(suggestedOrder))}</Text>
              <Button size="small" variant="default" onClick={() => onReorder(suggestedOrder)}>
                {t('buttons.reorder')}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    </Card>
  );
}
