import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Note } from '../../ui/text/Note';
import { normalizeEmails } from './email-normalizer';
import words from './locales/en.json';
import { emailNormalize, uniqueNote } from './operations';
import { ProviderRulesTable } from './ProviderRulesTable';

const { removeDuplicates: removeDuplicatesField, moreProviders: moreProvidersField } = emailNormalize.fields;
const switches = { removeDuplicates: removeDuplicatesField, moreProviders: moreProvidersField };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./email-normalizer.worker.ts', import.meta.url), { type: 'module' });

export default function EmailNormalizer() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('email-normalizer', emailNormalize.fields);
  const { removeDuplicates, moreProviders } = state;
  const unparsable = t('unparsable', { line: '{{line}}' });
  const options = useMemo(
    () => ({ removeDuplicates, moreProviders, unparsable }),
    [removeDuplicates, moreProviders, unparsable],
  );
  // Thousands of addresses are normalized in a worker after a pause in typing: a big paste never holds the page.
  const work = useTextComputation(state.emails, options, normalizeEmails, spawnWorker);
  const output = work.result?.output ?? '';
  const uniqueCount = work.result?.uniqueCount ?? 0;

  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label={t('emails.label')}
          value={state.emails}
          onChange={(value) => set('emails', value)}
          placeholder={t('emails.placeholder')}
          multiline
          rows={8}
          monospace
          spellCheck={false}
          autoFocus
        />
        <Group gap="xl">
          <FieldControls
            fields={switches}
            values={state}
            onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
            text={text}
          />
        </Group>
        <CopyableField
          label={t('normalized.label')}
          value={output}
          multiline
          rows={8}
          placeholder={t('normalized.placeholder')}
          copyLabel={t('normalized.copy')}
          copiedNotice={t('normalized.copied')}
          description={work.error}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => set('emails', '')}>
            {t('emails.clear')}
          </Button>
          <RunStatus
            running={work.busy}
            label={t('normalizing')}
            idle={output !== '' && <Note>{word(uniqueNote(uniqueCount))}</Note>}
          />
        </Group>
      </Card>
      <Card title={t('rules.title')}>
        <ProviderRulesTable />
      </Card>
    </Stack>
  );
}
