import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { useCountNearView } from '../../ui/near-view-count';
import { Text } from '../../ui/text/Text';
import { createStatusSearch, firstStatuses, listedStatuses, statusGroups, type StatusGroup } from './http-status-codes';
import words from './locales/en.json';
import { httpStatusSearch } from './operations';
import { StatusCard } from './StatusCard';

// The prerendered page holds the 1xx and 2xx codes (what shows above the fold); the page draws
// the others as the reader scrolls to them. All 63 cards would weigh more than a page's 12 KB of
// HTML, and drawing them all at start-up would hold the page.
const statusesPerBatch = 14;

const { unofficial } = httpStatusSearch.fields;

function StatusGroupCard({ group }: { group: StatusGroup }) {
  const { t } = useToolWords(words);
  return (
    <Card title={t(`groups.${group.id}`)}>
      {group.statuses.length === 0 ? (
        <Text>{t('noMatch')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {group.statuses.map((status) => (
            <StatusCard key={status.code} status={status} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

export default function HttpStatusCodes() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('http-status-codes', httpStatusSearch.fields);
  // The operation's search, over the descriptions and class titles in the page's words.
  const search = useMemo(() => createStatusSearch(listedStatuses(state.unofficial), text), [state.unofficial, text]);
  const groups = useMemo(
    (): StatusGroup[] =>
      state.search.trim() === '' ? statusGroups(state.unofficial) : [{ id: 'results', statuses: search(state.search) }],
    [search, state.search, state.unofficial],
  );
  const total = groups.reduce((count, group) => count + group.statuses.length, 0);
  const { count: shown, endRef } = useCountNearView(total, statusesPerBatch, groups);
  const shownGroups = total === 0 ? groups : firstStatuses(groups, shown);

  return (
    <Stack gap="md">
      <InputText
        label={t('search.label')}
        hideLabel
        placeholder={t('search.placeholder')}
        value={state.search}
        onChange={(value) => set('search', value)}
        autoFocus
        clearable
      />
      <FieldControls
        fields={{ unofficial }}
        values={state}
        onChange={(_, value) => set('unofficial', value as boolean)}
        text={text}
      />
      {shownGroups.map((group) => (
        <StatusGroupCard key={group.id} group={group} />
      ))}
      {shown < total && <div ref={endRef} />}
    </Stack>
  );
}
