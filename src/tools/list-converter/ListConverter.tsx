import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import words from './locales/en.json';
import { listConvert, listInputFields, listOptionFields } from './operations';

const { trimItems, removeDuplicates, lowerCase, keepLineBreaks, reverseList, sortList } = listOptionFields;
const choices = { trimItems, removeDuplicates, lowerCase, keepLineBreaks, reverseList, sortList };

const textOptions = ['separator', 'itemPrefix', 'itemSuffix', 'listPrefix', 'listSuffix'] as const;

export default function ListConverter() {
  const { t, text: say } = useToolWords(words);
  const [options, update] = useToolState('list-converter', listOptionFields);
  // Drawn from the declarations, the controls set options by name.
  const setOption = update as (name: string, value: unknown) => void;
  const [{ list: text }, set] = useToolState('list-converter', listInputFields);
  const settledText = useDebouncedWhenLarge(text);
  const result = useMemo(() => listConvert.run(settledText, { ...options, list: settledText }), [settledText, options]);

  return (
    <Stack gap="md">
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <FieldControls
              fields={choices}
              values={options}
              onChange={setOption}
              text={say}
              disabled={{ sortList: options.reverseList }}
            />
          </Stack>
          <Stack gap="sm">
            {textOptions.map((name) => (
              <InputText
                key={name}
                label={t(`${name}.label`)}
                value={options[name]}
                onChange={(value) => update(name, value)}
                placeholder={t(`${name}.placeholder`)}
                monospace
                spellCheck={false}
              />
            ))}
          </Stack>
        </SimpleGrid>
      </Card>
      <Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <InputText
            label={t('input.label')}
            value={text}
            onChange={(value) => set('list', value)}
            placeholder={t('input.placeholder')}
            multiline
            rows={20}
            autosize
            maxRows={60}
            monospace
            spellCheck={false}
          />
          <CopyableField
            label={t('output.label')}
            value={result.ok ? result.value : ''}
            multiline
            rows={20}
            placeholder={t('output.placeholder')}
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
