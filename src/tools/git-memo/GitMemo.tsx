import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { filterMemo, memoInWords } from './git-memo';
import { memoContent } from './git-memo-content';
import words from './locales/en.json';
import { MemoEntryBlock } from './MemoEntryBlock';
import { gitMemoFields, memoFieldMaxLength, placeholderFields } from './operations';

export default function GitMemo() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('git-memo', gitMemoFields);
  const memo = useMemo(() => memoInWords(memoContent, text), [text]);
  const sections = useMemo(() => filterMemo(memo, state.filter, state), [memo, state]);

  return (
    <Stack gap="md">
      <Card>
        <InputText
          label={t('filter.label')}
          placeholder={t('filter.placeholder')}
          value={state.filter}
          onChange={(value) => set('filter', value)}
          clearable
          maxLength={memoFieldMaxLength}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {placeholderFields.map((name) => (
            <InputText
              key={name}
              label={t('placeholder.label', { name })}
              placeholder={name}
              value={state[name]}
              onChange={(value) => set(name, value)}
              maxLength={memoFieldMaxLength}
              monospace
              spellCheck={false}
            />
          ))}
        </SimpleGrid>
        <Note>{t('placeholders')}</Note>
      </Card>
      {sections.length === 0 && <Note>{t('noMatch')}</Note>}
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
