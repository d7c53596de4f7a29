import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { booleanField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { normalizeEmails } from './email-normalizer';
import { ProviderRulesTable } from './ProviderRulesTable';

// Nothing is stored (the spec); a link still carries the addresses and options.
const fields = defineFields({
  emails: textField(''),
  removeDuplicates: booleanField(false),
  moreProviders: booleanField(false),
});

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./email-normalizer.worker.ts', import.meta.url), { type: 'module' });

const uniqueAddresses = (count: number) => `${count.toLocaleString('en')} unique address${count === 1 ? '' : 'es'}`;

export default function EmailNormalizer() {
  const [state, set] = useToolState('email-normalizer', fields);
  const { removeDuplicates, moreProviders } = state;
  const options = useMemo(() => ({ removeDuplicates, moreProviders }), [removeDuplicates, moreProviders]);
  // Thousands of addresses are normalized in a worker after a pause in typing: a big paste never holds the page.
  const work = useTextComputation(state.emails, options, normalizeEmails, spawnWorker);
  const output = work.result?.output ?? '';
  const uniqueCount = work.result?.uniqueCount ?? 0;

  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label="Raw emails to normalize"
          value={state.emails}
          onChange={(value) => set('emails', value)}
          placeholder="Put your emails here (one per line)..."
          multiline
          rows={8}
          monospace
          spellCheck={false}
          autoFocus
        />
        <Group gap="xl">
          <Switch
            label="Remove duplicates"
            checked={removeDuplicates}
            onChange={(value) => set('removeDuplicates', value)}
          />
          <Switch
            label="More providers (iCloud, Proton, Yahoo, Yandex)"
            checked={moreProviders}
            onChange={(value) => set('moreProviders', value)}
          />
        </Group>
        <CopyableField
          label="Normalized emails"
          value={output}
          multiline
          rows={8}
          placeholder="Normalized emails will appear here..."
          copyLabel="Copy normalized emails"
          copiedNotice="Normalized emails copied to the clipboard"
          description={work.error}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => set('emails', '')}>
            Clear emails
          </Button>
          <RunStatus
            running={work.busy}
            label="Normalizing…"
            idle={output !== '' && <Note>{uniqueAddresses(uniqueCount)}</Note>}
          />
        </Group>
      </Card>
      <Card title="Provider rules">
        <ProviderRulesTable />
      </Card>
    </Stack>
  );
}
