import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { useDebouncedWhenLarge } from '../../lib/useDebouncedWhenLarge';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { convertList, type ListOptions, type SortOrder } from './list-converter';
import { listInputFields, listOptionFields } from './list-converter-fields';

const sortOptions: readonly { label: string; value: SortOrder }[] = [
  { label: 'No sorting', value: 'none' },
  { label: 'Sort ascending', value: 'ascending' },
  { label: 'Sort descending', value: 'descending' },
];

type Flag = { [K in keyof ListOptions]: ListOptions[K] extends boolean ? K : never }[keyof ListOptions];
type Text = Exclude<
  { [K in keyof ListOptions]: ListOptions[K] extends string ? K : never }[keyof ListOptions],
  'sortList'
>;

const switches: readonly { name: Flag; label: string }[] = [
  { name: 'trimItems', label: 'Trim list items' },
  { name: 'removeDuplicates', label: 'Remove duplicates' },
  { name: 'lowerCase', label: 'Convert to lowercase' },
  { name: 'keepLineBreaks', label: 'Keep line breaks' },
  { name: 'reverseList', label: 'Reverse list' },
];

const textOptions: readonly { name: Text; label: string; placeholder: string }[] = [
  { name: 'separator', label: 'Separator', placeholder: 'Nothing between items' },
  { name: 'itemPrefix', label: 'Item prefix', placeholder: "e.g. <li> or '" },
  { name: 'itemSuffix', label: 'Item suffix', placeholder: "e.g. </li> or '" },
  { name: 'listPrefix', label: 'List prefix', placeholder: 'e.g. <ul> or (' },
  { name: 'listSuffix', label: 'List suffix', placeholder: 'e.g. </ul> or )' },
];

export default function ListConverter() {
  const [options, update] = useToolState('list-converter', listOptionFields);
  const [{ list: text }, set] = useToolState('list-converter', listInputFields);
  const settledText = useDebouncedWhenLarge(text);
  const output = useMemo(() => convertList(settledText, options), [settledText, options]);

  return (
    <Stack gap="md">
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            {switches.map(({ name, label }) => (
              <Switch key={name} label={label} checked={options[name]} onChange={(checked) => update(name, checked)} />
            ))}
            <Select
              label="Sort list"
              options={sortOptions}
              value={options.sortList}
              onChange={(value) => update('sortList', value)}
              disabled={options.reverseList}
            />
          </Stack>
          <Stack gap="sm">
            {textOptions.map(({ name, label, placeholder }) => (
              <InputText
                key={name}
                label={label}
                value={options[name]}
                onChange={(value) => update(name, value)}
                placeholder={placeholder}
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
            label="Your input data"
            value={text}
            onChange={(value) => set('list', value)}
            placeholder="Paste your list here, one item per line..."
            multiline
            rows={20}
            autosize
            maxRows={60}
            monospace
            spellCheck={false}
          />
          <CopyableField
            label="Your transformed data"
            value={output}
            multiline
            rows={20}
            placeholder="Your transformed list will be here..."
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
