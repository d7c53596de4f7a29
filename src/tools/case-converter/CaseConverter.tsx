import { Divider } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useTranslation } from '../../i18n/i18n';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { caseNames } from './case-converter';
import words from './locales/en.json';
import { caseConvert } from './operations';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./case-converter.worker.ts', import.meta.url), { type: 'module' });

const noOptions = {};
const convert = (text: string) => caseConvert.run(text);

export default function CaseConverter() {
  const { t: shell } = useTranslation();
  const { t } = useToolWords(words);
  const [{ text }, set] = useToolState('case-converter', caseConvert.fields);
  // Large text is converted in a worker (serving the same operation), at a pause in typing.
  const { result, busy } = useTextComputation(text, noOptions, convert, spawnWorker);
  const cases = result?.ok ? result.value : undefined;

  return (
    <Card>
      <InputText
        label={t('input.label')}
        value={text}
        onChange={(value) => set('text', value)}
        placeholder={t('input.placeholder')}
        spellCheck={false}
      />
      <RunStatus running={busy} label={shell('ui.converting')} />
      <Divider />
      {caseNames.map((name) => (
        <CopyableField key={name} label={t(`cases.${name}`)} value={cases?.[name] ?? ''} />
      ))}
    </Card>
  );
}
