import { Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { macError, randomUlaPrefix, ulaBlocks, ulaPrefixFromMac } from './ipv6-ula-generator';
import words from './locales/en.json';
import { ipv6UlaGenerate } from './operations';
import { SubnetCard } from './SubnetCard';

const { fields } = ipv6UlaGenerate;

export default function Ipv6UlaGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('ipv6-ula-generator', fields);
  const sourceOptions = fields.source.shape.type === 'choice' ? fields.source.shape.choices : [];
  const error = state.source === 'mac' ? macError(state.mac) : undefined;
  // Made after hydration only, the timestamp read at that moment: never baked into the prerendered page.
  // Not by the operation's run, which would also make a new prefix for every subnet ID typed.
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
        <Alert title={t('method.title')}>{t('method.text')}</Alert>
        <ButtonsSelect
          label={t('source.label')}
          options={sourceOptions.map((value) => ({ value, label: text(fields.source.choiceLabels?.[value] ?? value) }))}
          value={state.source}
          onChange={(source) => set('source', source)}
        />
        {state.source === 'mac' && (
          <InputText
            label={t('mac.label')}
            placeholder={t('mac.placeholder')}
            value={state.mac}
            onChange={(mac) => set('mac', mac)}
            error={error && word(error)}
            clearable
            monospace
            typingAids={false}
          />
        )}
        {blocks && (
          <>
            <CopyableField label={t('ula')} value={blocks.ula} monospace />
            <CopyableField label={t('first')} value={blocks.first} monospace />
            <CopyableField label={t('last')} value={blocks.last} monospace />
          </>
        )}
        <GeneratorActions onRefresh={regenerate} refreshLabel={t('regenerate')} refreshDisabled={error !== undefined}>
          <CopyButton label={t('copyAll')} value={allLines} notice={t('copied')} disabled={!blocks} />
        </GeneratorActions>
      </Card>
      {blocks && prefix && (
        <SubnetCard prefix={prefix} subnet={state.subnet} onSubnetChange={(subnet) => set('subnet', subnet)} />
      )}
    </Stack>
  );
}
