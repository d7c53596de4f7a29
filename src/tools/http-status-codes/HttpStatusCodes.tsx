import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Switch } from '../../ui/switch/Switch';
import { useCountNearView } from '../../ui/near-view-count';
import { Text } from '../../ui/text/Text';
import {
  createStatusSearch,
  firstStatuses,
  listedStatuses,
  noMatchMessage,
  searchResultsTitle,
  statusGroups,
  type StatusGroup,
} from './http-status-codes';
import { StatusCard } from './StatusCard';

// The prerendered page holds the 1xx and 2xx codes (what shows above the fold); the page draws
// the others as the reader scrolls to them. All 63 cards would weigh more than a page's 12 KB of
// HTML, and drawing them all at start-up would hold the page.
const statusesPerBatch = 14;

const fields = defineFields({
  search: textField(''),
  unofficial: booleanField(false),
});

function StatusGroupCard({ group }: { group: StatusGroup }) {
  return (
    <Card title={group.title}>
      {group.statuses.length === 0 ? (
        <Text>{noMatchMessage}</Text>
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
  const [state, set] = useToolState('http-status-codes', fields);
  const search = useMemo(() => createStatusSearch(listedStatuses(state.unofficial)), [state.unofficial]);
  const groups = useMemo(
    () =>
      state.search.trim() === ''
        ? statusGroups(state.unofficial)
        : [{ title: searchResultsTitle, statuses: search(state.search) }],
    [search, state.search, state.unofficial],
  );
  const total = groups.reduce((count, group) => count + group.statuses.length, 0);
  const { count: shown, endRef } = useCountNearView(total, statusesPerBatch, groups);
  const shownGroups = total === 0 ? groups : firstStatuses(groups, shown);

  return (
    <Stack gap="md">
      <InputText
        label="Search"
        hideLabel
        placeholder="Search HTTP status…"
        value={state.search}
        onChange={(value) => set('search', value)}
        autoFocus
        clearable
      />
      <Switch
        label="Show unofficial codes"
        description="Codes some servers and services send that no RFC defines (nginx, Cloudflare…)."
        checked={state.unofficial}
        onChange={(value) => set('unofficial', value)}
      />
      {shownGroups.map((group) => (
        <StatusGroupCard key={group.title} group={group} />
      ))}
      {shown < total && <div ref={endRef} />}
    </Stack>
  );
}
