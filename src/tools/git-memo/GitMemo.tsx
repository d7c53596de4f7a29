import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { filterMemo } from './git-memo';
import { memoSections } from './git-memo-content';
import { gitMemoFields, memoFieldMaxLength, placeholderFields } from './git-memo-fields';
import { MemoEntryBlock } from './MemoEntryBlock';

export default function GitMemo() {
  const [state, set] = useToolState('git-memo', gitMemoFields);
  const sections = useMemo(() => filterMemo(memoSections, state.filter, state), [state]);

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label="Filter"
          placeholder="Filter the commands, e.g. rebase"
          value={state.filter}
          onChange={(value) => set('filter', value)}
          clearable
          maxLength={memoFieldMaxLength}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {placeholderFields.map((name) => (
            <InputText
              key={name}
              label={`<${name}>`}
              placeholder={name}
              value={state[name]}
              onChange={(value) => set(name, value)}
              maxLength={memoFieldMaxLength}
              monospace
              spellCheck={false}
            />
          ))}
        </SimpleGrid>
        <Note>Values typed here replace the placeholders in every command below.</Note>
      </Card>
      {sections.length === 0 && <Note>No command matches this filter.</Note>}
      {sections.map((section) => (
        <Card key={section.title} title={section.title}>
          {section.entries.map((entry) => (
            <MemoEntryBlock key={entry.description} entry={entry} />
          ))}
        </Card>
      ))}
    </Stack>
  );
}
