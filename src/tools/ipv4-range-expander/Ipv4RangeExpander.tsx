import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { AddressList } from './AddressList';
import { RangeTable } from './RangeTable';
import { isOneCharacterTyped, listAddresses, readAddress, splitRangeText } from './ipv4-range-expander';
import words from './locales/en.json';
import { ipv4RangeExpand } from './operations';

export default function Ipv4RangeExpander() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('ipv4-range-expander', ipv4RangeExpand.fields);
  const { startAddress, endAddress } = state;
  const start = readAddress(startAddress);
  const end = readAddress(endAddress);
  const range = useMemo(() => {
    const first = readAddress(startAddress);
    const last = readAddress(endAddress);
    if (!first?.ok || !last?.ok) return undefined;
    const expansion = ipv4RangeExpand.run(startAddress, { startAddress, endAddress });
    return expansion.ok
      ? { ...expansion, start: first.value, list: listAddresses(first.value, last.value) }
      : expansion;
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
            label={t('startAddress.label')}
            placeholder={t('startAddress.placeholder')}
            value={state.startAddress}
            onChange={changeStart}
            error={start?.ok === false ? word(start.error) : undefined}
            clearable
            monospace
            spellCheck={false}
          />
          <InputText
            label={t('endAddress.label')}
            placeholder={t('endAddress.placeholder')}
            value={state.endAddress}
            onChange={(text) => set('endAddress', text)}
            error={end?.ok === false ? word(end.error) : undefined}
            clearable
            monospace
            spellCheck={false}
          />
        </SimpleGrid>
        <Text tone="dimmed" size="sm">
          {t('pasteHint')}
        </Text>
        {range?.ok && <RangeTable expansion={range.value.expansion} />}
        {range?.ok === false && (
          <Alert type="error" title={word(range.error)}>
            <Stack gap="sm" align="flex-start">
              <Text>{t('reversed.explanation')}</Text>
              <Group>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                  onClick={switchAddresses}
                >
                  {t('reversed.switch')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Card>
      {range?.ok && (
        <Card title={t('detail.title')}>
          <CopyableField label={t('detail.cover')} value={range.value.cover} multiline rows={2} />
          <AddressList start={range.start} list={range.list} />
        </Card>
      )}
    </Stack>
  );
}
