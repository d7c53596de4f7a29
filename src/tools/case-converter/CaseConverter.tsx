import { Divider } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { caseConversions, convertToEveryCase } from './case-converter';

const caseFields = defineFields({ text: textField('lorem ipsum dolor sit amet') });

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./case-converter.worker.ts', import.meta.url), { type: 'module' });

export default function CaseConverter() {
  const { t } = useTranslation();
  const [{ text }, set] = useToolState('case-converter', caseFields);
  // Large text is converted in a worker, at a pause in typing.
  const { result, busy } = useTextComputation(text, undefined, convertToEveryCase, spawnWorker);

  return (
    <Card>
      <InputText
        label="Your string"
        value={text}
        onChange={(value) => set('text', value)}
        placeholder="Your string..."
        spellCheck={false}
      />
      <RunStatus running={busy} label={t('ui.converting')} />
      <Divider />
      {caseConversions.map(({ label }, index) => (
        <CopyableField key={label} label={label} value={result?.[index] ?? ''} />
      ))}
    </Card>
  );
}
